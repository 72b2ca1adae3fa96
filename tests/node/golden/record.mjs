// Records tests/node/golden/contract-beba86b.jsonl: what the contract answered before the
// player's-dice change, for contract_golden.test.mjs to compare against byte for byte.
//
// How it was made (once; the file is committed): the CLI of commit beba86b, built natively in a
// scratch worktree,
//   git worktree add /tmp/base beba86b && cd /tmp/base
//   cmake -S . -B build/native -DCMAKE_BUILD_TYPE=Release -DPOINTMAN_SHELL=OFF
//   cmake --build build/native -j1 --target pointman
//   node <this repo>/tests/node/golden/record.mjs /tmp/base/build/native/pointman > tests/node/golden/contract-beba86b.jsonl
// One line per request: {"req": request, "bytes": length, "sha256": of the response line}. Every
// calculator at its defaults and largest values without a seed; those that roll also with each seed
// of dice_cases.mjs SEEDS. Hashes keep the file small; the test prints the new response on a mismatch.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { variants, SEEDS } from '../dice_cases.mjs';

const cli = process.argv[2];
if (!cli) {
  console.error('usage: node record.mjs PATH/TO/pointman > contract-beba86b.jsonl');
  process.exit(2);
}
const run = (...args) => execFileSync(cli, args, { encoding: 'utf8', maxBuffer: 256 << 20 });
// Calculators added after beba86b are appended to the same file from the CLI that added them
// (some were recorded while the CLI still had a switch that kept our note ids in the text;
// contract-cited.json translates those hashes):
//   node record.mjs build/native/pointman --only tcs.steps,tcs.micv >> contract-beba86b.jsonl
const only = process.argv[3] === '--only' ? new Set((process.argv[4] || '').split(',')) : null;
const list = JSON.parse(run('list', '--json')).filter(({ id }) => !only || only.has(id));
for (const { id } of list) {
  const spec = JSON.parse(run('describe', id));
  for (const v of variants(spec)) {
    const base = { calc: id, params: v.params };
    const probe = JSON.parse(run('eval', JSON.stringify({ ...base, seed: SEEDS[0] })));
    const rolls = probe.ok && probe.roll !== null && probe.roll !== undefined;
    for (const seed of [null, ...(rolls ? SEEDS : [])]) {
      const req = seed === null ? base : { ...base, seed };
      const text = run('eval', JSON.stringify(req)).replace(/\n$/, '');
      const sha256 = createHash('sha256').update(text, 'utf8').digest('hex');
      process.stdout.write(JSON.stringify({ req, bytes: Buffer.byteLength(text, 'utf8'), sha256 }) + '\n');
    }
  }
}
