// Appends to tests/node/golden/contract-beba86b.jsonl the requests of calculators added after
// beba86b (they have no beba86b answer to keep): the same requests record.mjs makes (defaults and
// largest values, without a seed and, for those that roll, with each seed of dice_cases.mjs), each
// answered by the CLI given, with roll.faces and "rolled" cut out, exactly as contract_golden.test.mjs compares
// them (those recorded before the note ids left the sources were taken with POINTMAN_INTERNAL_NOTES=1;
// contract-cited.json translates them). Calculators already in the file are left alone.
//   node tests/node/golden/record-new.mjs build/native/pointman >> tests/node/golden/contract-beba86b.jsonl
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { variants, SEEDS } from '../dice_cases.mjs';
import { withoutAdded } from '../dice_helpers.mjs';

const cli = process.argv[2];
if (!cli) {
  console.error('usage: node record-new.mjs PATH/TO/pointman >> contract-beba86b.jsonl');
  process.exit(2);
}
const run = (...args) => execFileSync(cli, args, { encoding: 'utf8', maxBuffer: 256 << 20 });
const here = path.dirname(new URL(import.meta.url).pathname);
const golden = readFileSync(path.join(here, 'contract-beba86b.jsonl'), 'utf8').split('\n').filter(Boolean);
const covered = new Set(golden.map((l) => JSON.parse(l).req.calc));
for (const { id } of JSON.parse(run('list', '--json'))) {
  if (covered.has(id)) continue;
  const spec = JSON.parse(run('describe', id));
  for (const v of variants(spec)) {
    const base = { calc: id, params: v.params };
    const probe = JSON.parse(run('eval', JSON.stringify({ ...base, seed: SEEDS[0] })));
    const rolls = probe.ok && probe.roll !== null && probe.roll !== undefined;
    for (const seed of [null, ...(rolls ? SEEDS : [])]) {
      const req = seed === null ? base : { ...base, seed };
      const text = withoutAdded(run('eval', JSON.stringify(req)).replace(/\n$/, ''));
      const sha256 = createHash('sha256').update(text, 'utf8').digest('hex');
      process.stdout.write(JSON.stringify({ req, bytes: Buffer.byteLength(text, 'utf8'), sha256 }) + '\n');
    }
  }
}
