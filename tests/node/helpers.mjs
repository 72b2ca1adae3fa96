// Shared by the Node tests: the wasm module (build/web-cmake/pointman_node.js) and the native CLI.
import { createRequire } from 'node:module';
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
export const CLI = process.env.POINTMAN_CLI || path.join(ROOT, 'build/native/pointman');
const require = createRequire(import.meta.url);

let modulePromise = null;
export function wasm() {
  if (!modulePromise) {
    const createPointman = require(process.env.POINTMAN_NODE_JS || path.join(ROOT, 'build/web-cmake/pointman_node.js'));
    modulePromise = createPointman();
  }
  return modulePromise;
}

// Runs the native CLI; returns stdout exactly as printed (bytes as a UTF-8 string).
export function cli(...args) {
  return execFileSync(CLI, args, { encoding: 'utf8', maxBuffer: 64 << 20 });
}

// A default request for a calculator, with a seed so generators roll too.
export function defaultRequest(id, seed) {
  const req = { calc: id, params: {} };
  if (seed !== undefined) req.seed = seed;
  return req;
}
