// The native CLI's batch mode for the dice tests: many requests in one process
// (`pointman batch`: one JSON request per line on stdin, one response line each).
import { execFileSync } from 'node:child_process';
import { CLI } from './helpers.mjs';

// Returns the response lines as printed (text, without the newline), in request order.
export function batch(requests) {
  if (!requests.length) return [];
  const input = requests.map((r) => JSON.stringify(r)).join('\n') + '\n';
  const out = execFileSync(CLI, ['batch'], { input, encoding: 'utf8', maxBuffer: 512 << 20 });
  const lines = out.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  if (lines.length !== requests.length) throw new Error(`batch: ${requests.length} requests, ${lines.length} responses`);
  return lines;
}

// The response text with roll.faces taken out, as the text before the player's-dice change printed it. The core
// appends "faces" as the roll object's last key and "roll" is the response's last key, so the
// faces array sits at the very end: `…,"faces":[…]}}` (or `"roll":{"faces":[…]}}` for an empty roll).
export function withoutFaces(text) {
  const m = /(,?)"faces":\[(\{"d":\d+,"face":\d+\}(,\{"d":\d+,"face":\d+\})*)?\]\}\}$/.exec(text);
  if (!m) return text;
  return text.slice(0, m.index) + '}}';
}

// The response text with every field added after beba86b taken out: roll.faces (above) and
// "rolled", the roll said in words (a string right after "summary", with a seed or the player's dice;
// a JSON string's own quotes are escaped, so the pattern cannot start inside another value).
export function withoutAdded(text) {
  return withoutFaces(text).replace(/,"rolled":"(?:[^"\\]|\\.)*"/, '');
}
