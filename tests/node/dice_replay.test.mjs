// The player's own dice. For every calculator with a roll, at its defaults,
// smallest and largest values and each choice of its options, with several seeds: the seeded roll's
// roll.faces sent back as "dice" give the same response (the same roll, "dice" in place of "seed");
// one face fewer gives needs_dice naming the die that is missing; a face too big for its die and a
// face too many give out_of_range. All through the CLI's batch mode (one process).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cli } from './helpers.mjs';
import { batch } from './dice_helpers.mjs';
import { variants, SEEDS } from './dice_cases.mjs';

const ids = JSON.parse(cli('list', '--json')).map((c) => c.id);
// describe() has no batch form: one describe per calculator is quick enough.
const specs = ids.map((id) => JSON.parse(cli('describe', id)));

// Seeded requests for every calculator and variant; the ones that roll are kept.
const seeded = [];
ids.forEach((id, i) => {
  for (const v of variants(specs[i], true))
    for (const seed of SEEDS) seeded.push({ label: `${id} ${v.label} seed ${seed}`, req: { calc: id, params: v.params, seed } });
});
const seededOut = batch(seeded.map((c) => c.req)).map((t) => JSON.parse(t));
const rolled = [];
seeded.forEach((c, i) => {
  const r = seededOut[i];
  if (r.ok && r.roll !== null && r.roll !== undefined) rolled.push({ ...c, res: r });
});

const withDice = (req, dice) => ({ calc: req.calc, params: req.params, dice });

test('every rolling calculator is covered and lists its dice as {d, face}', () => {
  const rollingIds = new Set(rolled.map((c) => c.req.calc));
  assert.ok(rollingIds.size >= 40, `calculators that roll: ${rollingIds.size}`);
  for (const c of rolled) {
    const f = c.res.roll.faces;
    assert.ok(Array.isArray(f), `${c.label}: roll.faces`);
    for (const d of f) {
      // {d, face}, and "for" (what the die decides) where the rule says it: the contract only grows.
      assert.deepEqual(Object.keys(d), 'for' in d ? ['d', 'face', 'for'] : ['d', 'face'], c.label);
      if ('for' in d) assert.ok(typeof d.for === 'string' && d.for.length > 0, `${c.label}: ${JSON.stringify(d)}`);
      assert.ok(Number.isInteger(d.d) && d.d >= 1 && Number.isInteger(d.face) && d.face >= 1 && d.face <= d.d, `${c.label}: ${JSON.stringify(d)}`);
    }
  }
});

test('the faces of a seeded roll sent back as dice reproduce that roll exactly', () => {
  const out = batch(rolled.map((c) => withDice(c.req, c.res.roll.faces.map((d) => d.face))));
  rolled.forEach((c, i) => {
    const r = JSON.parse(out[i]);
    const expected = { ...c.res };
    delete expected.seed;
    const got = { ...r };
    assert.deepEqual(got.dice, c.res.roll.faces.map((d) => d.face), c.label);
    delete got.dice;
    assert.deepEqual(got, expected, c.label);
    // Same keys in the same order, "dice" where "seed" was.
    assert.deepEqual(Object.keys(r), Object.keys(c.res).map((k) => (k === 'seed' ? 'dice' : k)), c.label);
  });
});

test('one face fewer gives needs_dice, naming the missing die', () => {
  const cases = rolled.filter((c) => c.res.roll.faces.length > 0);
  const out = batch(cases.map((c) => withDice(c.req, c.res.roll.faces.slice(0, -1).map((d) => d.face))));
  cases.forEach((c, i) => {
    const r = JSON.parse(out[i]);
    const last = c.res.roll.faces[c.res.roll.faces.length - 1];
    assert.equal(r.ok, false, c.label);
    assert.equal(r.error.code, 'needs_dice', `${c.label}: ${JSON.stringify(r.error)}`);
    assert.equal(r.error.param, 'dice', c.label);
    assert.ok(r.error.needs.more >= 1, c.label);
    assert.equal(r.error.needs.sides[0], last.d, `${c.label}: the next die is the one taken away`);
    assert.match(r.error.message, new RegExp(`d${last.d}`), c.label);
    if (!r.error.needs.at_least) assert.equal(r.error.needs.sides.length, r.error.needs.more, c.label);
  });
});

test('a face too big for its die, or a face too many, is out_of_range', () => {
  const cases = rolled.filter((c) => c.res.roll.faces.length > 0);
  const big = batch(cases.map((c) => {
    const dice = c.res.roll.faces.map((d) => d.face);
    dice[0] = c.res.roll.faces[0].d + 1;
    return withDice(c.req, dice);
  }));
  const extra = batch(cases.map((c) => withDice(c.req, [...c.res.roll.faces.map((d) => d.face), 1])));
  cases.forEach((c, i) => {
    const b = JSON.parse(big[i]);
    assert.equal(b.error && b.error.code, 'out_of_range', `${c.label}: ${big[i].slice(0, 300)}`);
    assert.equal(b.error.param, 'dice');
    assert.match(b.error.message, new RegExp(`die 1 is a d${c.res.roll.faces[0].d}\\b`), c.label);
    const e = JSON.parse(extra[i]);
    assert.equal(e.error && e.error.code, 'out_of_range', `${c.label}: ${extra[i].slice(0, 300)}`);
    assert.match(e.error.message, /remove the last 1/, c.label);
  });
});

test('dice in links and on the command line', () => {
  const w = JSON.parse(cli('eval', 'fng.weather', 'turns=3', '--seed', '12345'));
  const faces = w.roll.faces.map((d) => d.face);
  const viaFlag = JSON.parse(cli('eval', 'fng.weather', 'turns=3', '--dice', faces.join(',')));
  // fng.fire has a parameter called dice: --dice is still the player's faces, dice=2 the parameter.
  const fire = JSON.parse(cli('eval', 'fng.fire', 'dice=2', '--seed', '9'));
  const fireDice = JSON.parse(cli('eval', 'fng.fire', 'dice=2', '--dice', fire.roll.faces.map((d) => d.face).join(',')));
  assert.equal(fireDice.params.dice, 2);
  assert.deepEqual(fireDice.roll, fire.roll);
  assert.deepEqual(viaFlag.roll, w.roll);
  // No dice yet: needs_dice names the first die.
  const none = JSON.parse(cli('eval', '{"calc":"fng.weather","params":{"turns":3},"dice":[]}'));
  assert.equal(none.error.code, 'needs_dice');
  assert.equal(none.error.needs.sides[0], w.roll.faces[0].d);
  // Seed and dice together are refused.
  const both = JSON.parse(cli('eval', '{"calc":"fng.weather","seed":1,"dice":[1]}'));
  assert.equal(both.error.code, 'bad_type');
  assert.equal(both.error.param, 'dice');
  const words = JSON.parse(cli('eval', 'fng.weather', '--dice', '4,x'));
  assert.equal(words.error.code, 'bad_type');
});
