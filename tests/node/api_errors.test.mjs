// The JS API never throws or aborts on bad input: each malformed request gets its contract error
// code, and the module keeps answering afterwards. Generic over the registry's first calculator.
import test from 'node:test';
import assert from 'node:assert/strict';
import { wasm } from './helpers.mjs';

function firstRanged(spec) {
  return spec.params.find((p) => p.type === 'int' || p.type === 'number');
}

test('error codes from evaluate (unknown calc, unknown param, wrong type, out of range, bad JSON)', async () => {
  const m = await wasm();
  const list = m.list();
  assert.ok(list.length > 0, 'the registry has calculators');
  const id = list[0].id;
  const spec = m.describe(id);
  const cases = [
    [{ calc: 'no.such-calculator' }, 'unknown_calc'],
    [{ calc: id, params: { no_such_param: 1 } }, 'unknown_param'],
    [{ params: {} }, 'missing_param'],
    ['{"calc": "' + id + '", ', 'bad_json'],
    ['[1,2', 'bad_json'],
    [{ calc: id, seed: -1 }, 'out_of_range'],
    [{ calc: id, seed: 'x' }, 'bad_type'],
  ];
  const ranged = firstRanged(spec);
  if (ranged) {
    cases.push([{ calc: id, params: { [ranged.name]: 'seven' } }, 'bad_type']);
    cases.push([{ calc: id, params: { [ranged.name]: ranged.max + 1000 } }, 'out_of_range']);
  }
  const en = spec.params.find((p) => p.type === 'enum');
  if (en) cases.push([{ calc: id, params: { [en.name]: 'no-such-choice' } }, 'out_of_range']);
  for (const [req, code] of cases) {
    const r = m.evaluate(req);
    assert.equal(r.ok, false, JSON.stringify(req));
    assert.equal(r.error.code, code, JSON.stringify(req));
    assert.equal(typeof r.error.message, 'string');
  }
  // Still alive and correct after all of that.
  assert.equal(m.evaluate({ calc: id }).ok, true);
  assert.equal(m.describe(42).ok, false);
  assert.equal(m.describe('no.such').error.code, 'unknown_calc');
});

test('bad share links give error responses, never exceptions', async () => {
  const m = await wasm();
  const id = m.list()[0].id;
  const spec = m.describe(id);
  const links = ['#/no.such?x=1', `#/${id}?no_such_param=1`, `#/${id}?seed=-4`, `#/${id}?seed=99999999999`, '#/', '#'];
  const ranged = firstRanged(spec);
  if (ranged) links.push(`#/${id}?${ranged.name}=abc`);
  for (const link of links) {
    const r = m.requestFromLink(link);
    assert.equal(r.ok, false, link);
    assert.ok(['unknown_calc', 'unknown_param', 'out_of_range', 'bad_type', 'missing_param'].includes(r.error.code), link);
  }
});
