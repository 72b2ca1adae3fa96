// Adds calculators that did not exist at beba86b to tests/node/golden/contract-beba86b.jsonl, in the
// same form as record.mjs (every calculator at its defaults and largest values, and with each seed
// of dice_cases.mjs SEEDS where it rolls), answered by the CLI given with POINTMAN_INTERNAL_NOTES=1
// as the golden test runs it, with roll.faces cut out as the test cuts it. Only the ids named are recorded, and an id already in the file is
// refused, so an existing answer is never re-recorded here (that is record-changes.mjs's job).
//   node tests/node/golden/record-new.mjs build/native/pointman fng.new-id ... >> tests/node/golden/contract-beba86b.jsonl
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { variants, SEEDS } from '../dice_cases.mjs';
import { withoutFaces } from '../dice_helpers.mjs';

const [cli, ...ids] = process.argv.slice(2);
if (!cli || ids.length === 0) {
  console.error('usage: node record-new.mjs PATH/TO/pointman CALC_ID... >> contract-beba86b.jsonl');
  process.exit(2);
}
const here = path.dirname(new URL(import.meta.url).pathname);
const have = new Set(readFileSync(path.join(here, 'contract-beba86b.jsonl'), 'utf8').split('\n').filter(Boolean)
  .map((l) => JSON.parse(l).req.calc));
const env = { ...process.env, POINTMAN_INTERNAL_NOTES: '1' };
const run = (...args) => execFileSync(cli, args, { encoding: 'utf8', maxBuffer: 256 << 20, env });
for (const id of ids) {
  if (have.has(id)) {
    console.error(`${id} is already recorded; a changed answer goes through record-changes.mjs`);
    process.exit(1);
  }
  const spec = JSON.parse(run('describe', id));
  for (const v of variants(spec)) {
    const base = { calc: id, params: v.params };
    const probe = JSON.parse(run('eval', JSON.stringify({ ...base, seed: SEEDS[0] })));
    const rolls = probe.ok && probe.roll !== null && probe.roll !== undefined;
    for (const seed of [null, ...(rolls ? SEEDS : [])]) {
      const req = seed === null ? base : { ...base, seed };
      // roll.faces is cut, as the golden test cuts it (beba86b's answers had none)
      const text = withoutFaces(run('eval', JSON.stringify(req)).replace(/\n$/, ''));
      const sha256 = createHash('sha256').update(text, 'utf8').digest('hex');
      process.stdout.write(JSON.stringify({ req, bytes: Buffer.byteLength(text, 'utf8'), sha256 }) + '\n');
    }
  }
}
