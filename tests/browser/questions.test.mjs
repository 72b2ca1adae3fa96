// Fifteen questions players ask at the table, across the five rule sets, each from a cold start:
// the word a player types finds the calculator among the first three, a tap opens it, the
// question's settings arrive as a share link would bring them, and the first screen (the pinned
// summary and what is drawn above the fold) answers in words with the number the books give. The
// numbers are worked out here from the books' rules, or for a chain from its steps' own answers
// combined by hand; four questions follow a chain, four say a roll in words (seeded and the
// player's own dice).
import test, { before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, settle, ui, tap, shot, PHONE, DRAW_COUNTER } from './harness.mjs';
import { reach } from './reach.mjs';

let h;
before(async () => { h = await launch(); });
after(async () => { await h.close(); });

const pct = (p) => (p * 100).toFixed(1) + '%';
const evaluate = (page, req) => page.evaluate((r) => window.pointman.evaluate(r), req);
const outcomeP = (r, key) => (r.outcomes.find((o) => o.key === key) || { p: NaN }).p;

// Everything the first screen says: the texts drawn this frame that are above the fold (the hook
// records the answer panels' texts; the pinned bar's sentence is among them).
function firstScreen(s) {
  return (s.texts || []).join('\n');
}

// FNG: a die passes when its face is at most the Rep (pass dice, FNG p.3).
const passOne = (rep) => Math.min(rep, 6) / 6;

const QUESTIONS = [
  {
    q: 'Rep 4 on the radio: do I get through?', word: 'radio', id: 'fng.radio', link: 'rep=4',
    // FNG Radio: contact on a pass of 1d6 against Rep: 4 faces of 6.
    check: async (page, s) => ({ number: pct(passOne(4)), words: /contact/i }),
  },
  {
    q: 'Received Fire, Rep 4: chance he passes both dice', word: 'received fire', id: 'fng.reaction', link: 'test=received-fire&rep=4',
    // Two pass dice against Rep 4: both pass (4/6)^2.
    check: async () => ({ number: pct(passOne(4) ** 2), words: /pass/i }),
  },
  {
    q: 'Rep 4, one die at a man in the open: chance of a hit', word: 'shoot', id: 'fng.fire', link: 'rep=4&dice=1&target=open',
    // FNG to hit: d6 + Rep, 8 or more hits a target in the open: faces 4, 5, 6.
    check: async () => ({ number: pct(3 / 6), words: /8\+/ }),
  },
  {
    q: 'I rolled 5, 2, 6 for my three fire dice: how many hits?', word: 'shoot', id: 'fng.fire', link: 'rep=4&dice=3&target=open&rolled=5,2,6,3,1',
    // 5+4 and 6+4 reach 8, 2+4 does not: 2 hits; then damage 3 and 1 (the player's dice).
    roll: true, check: async () => ({ words: /5, 2, 6[^]*2 hits/ }),
  },
  {
    q: 'Which booby trap is it? (seeded roll)', word: 'booby trap type', id: 'fng.booby-trap-type', link: 'seed=5',
    roll: true,
    check: async (page, s) => {
      const label = s.response.outcomes.find((o) => o.key === s.response.roll.key).label;
      return { words: new RegExp('Rolled ' + s.response.roll.faces[0].face + ': ' + label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) };
    },
  },
  {
    q: 'Tonight\'s weather in July, rolled', word: 'weather', id: 'fng.weather', link: 'month=7&seed=11',
    roll: true,
    check: async (page, s) => {
      const f = s.response.roll.faces.slice(0, 2).map((x) => x.face);
      return { words: new RegExp(`Rolled ${f[0]}, ${f[1]}`) };
    },
  },
  {
    q: 'Vietnam Skirmish: my man has 2 counters, is he KIA? (my own die)', word: 'kia', id: 'skirmish.kia', link: 'counters=2&rolled=1',
    roll: true, check: async () => ({ words: /Rolled 1/ }),
  },
  {
    q: 'A burst at one man in the open, Rep 4, to the end: chance he is out of the fight or worse', word: 'burst', id: 'fng.burst', link: 'rep=4',
    chain: true,
    check: async (page, s) => {
      // The chain's first step is fng.fire with the same shooter and target: its out-of-the-fight
      // and obviously-dead chances are where the chain's target ends out of the fight or worse.
      const p = s.response.params;
      const fire = await evaluate(page, { calc: 'fng.fire', params: { rep: p.rep, weapon: p.weapon, target: p.target, target_rep: p.target_rep } });
      return { number: pct(outcomeP(fire, 'OOF') + outcomeP(fire, 'OD')), chain: true };
    },
  },
  {
    q: 'A claymore goes off by three figures close in: how many fall?', word: 'claymore', id: 'skirmish.claymore-blast', link: 'near=3&far=0',
    chain: true,
    check: async (page) => {
      // Each figure within 3": one roll on the claymore's own table (skirmish.claymore); three
      // independent figures: all three given counters with p^3.
      const one = await evaluate(page, { calc: 'skirmish.claymore', params: { distance: 2, in_arc: true } });
      const p = 1 - outcomeP(one, '0');
      return { number: pct(p ** 3), chain: true };
    },
  },
  {
    q: 'Calling in artillery: does it come at all?', word: 'call for support', id: 'fng.radio-call', link: '',
    chain: true,
    check: async (page, s) => ({ chain: true, words: /support|arriv|come/i }),
  },
  {
    q: 'A booby trap on the trail: what happens to the pointman?', word: 'booby trap', id: 'fng.booby-trap-chain', link: '',
    chain: true,
    check: async () => ({ chain: true, words: /trap/i }),
  },
  {
    q: 'Search & Destroy close assault, 4 against 2', word: 'assault', id: 'sd.close-assault', link: 'attack=4&defense=2',
    // Strength 4 against 2: the 2:1 column (S&D close assault odds, rounded down).
    check: async () => ({ words: /2:1/ }),
  },
  {
    q: 'Soldiers close assault at 3 to 1', word: 'close assault', id: 'soldiers.close-assault', link: 'attack=3&defense=1',
    check: async () => ({ words: /3:1/ }),
  },
  {
    q: 'TCS: does my ATGM hit?', word: 'atgm', id: 'tcs.atgm', link: '',
    check: async (page, s) => ({ words: /hit|kill|miss/i }),
  },
  {
    q: 'How far does he see in jungle at night?', word: 'sight', id: 'fng.los', link: 'terrain=jungle&time=night',
    check: async (page, s) => ({ words: /night|jungle|"/i }),
  },
];

test('fifteen table questions from a cold start: the first screen answers in words, with the book\'s number', { timeout: 600000 }, async () => {
  assert.ok(QUESTIONS.length >= 15);
  assert.ok(QUESTIONS.filter((q) => q.chain).length >= 4, 'at least four chains');
  assert.ok(QUESTIONS.filter((q) => q.roll).length >= 4, 'at least four rolls said in words');
  const context = await h.browser.newContext({ ...PHONE, deviceScaleFactor: 1 });
  await context.addInitScript(DRAW_COUNTER);
  const failures = [];
  for (const Q of QUESTIONS) {
    const errors = [];
    const page = await context.newPage();
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(h.url + 'index.html');
    await page.waitForFunction(() => window.pointmanReady === true, null, { timeout: 60000 });
    await settle(page);
    // The word a player types: the calculator is among the first three found.
    await tap(page, 'search');
    await page.keyboard.type(Q.word);
    await settle(page, 250);
    let s = await ui(page);
    const found = s.controls.filter((c) => c.id.startsWith('found:')).map((c) => c.id.slice(6));
    if (!found.slice(0, 3).includes(Q.id)) {
      failures.push(`${Q.q}: "${Q.word}" finds ${found.slice(0, 3).join(', ')}, not ${Q.id}`);
      await page.close();
      continue;
    }
    await reach(page, 'found:' + Q.id);
    await tap(page, 'found:' + Q.id);
    // The question's settings, as a share link brings them.
    await page.evaluate(({ id, link }) => { location.hash = '#/' + id + (link ? '?' + link : ''); }, { id: Q.id, link: Q.link });
    await settle(page);
    s = await ui(page);
    assert.equal(s.calc, Q.id, Q.q);
    assert.equal(s.response.ok, true, `${Q.q}: ${JSON.stringify(s.response.error)}`);
    const want = await Q.check(page, s);
    const screen = firstScreen(s);
    if (want.number && !screen.includes(want.number))
      failures.push(`${Q.q}: the first screen does not show ${want.number}:\n${screen.slice(0, 600)}`);
    if (want.words && !want.words.test(screen)) failures.push(`${Q.q}: the first screen does not say ${want.words}:\n${screen.slice(0, 600)}`);
    if (Q.roll) {
      const said = s.response.rolled || '';
      if (!said) failures.push(`${Q.q}: the response says no roll in words`);
      else if (!screen.includes(said)) failures.push(`${Q.q}: the roll in words is not on the first screen: ${said}`);
      if (want.words && !want.words.test(said)) failures.push(`${Q.q}: the roll's words "${said}" do not match ${want.words}`);
    }
    if (Q.chain) {
      const steps = s.response.values && s.response.values.steps;
      if (!steps) failures.push(`${Q.q}: the chain shows no steps`);
    }
    if (errors.length) failures.push(`${Q.q}: page errors ${errors.join('; ')}`);
    await page.screenshot({ path: shot(`question-${Q.id}.png`) });
    await page.close();
  }
  await context.close();
  assert.deepEqual(failures, []);
});
