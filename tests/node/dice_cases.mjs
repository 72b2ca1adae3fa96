// The requests the dice tests send (dice_replay.test.mjs), whose extremes the golden responses
// (tests/golden/golden.mjs) use too: every calculator at its defaults and at its largest values,
// and for the replay test at its smallest values and each choice of its options.
// Built from describe() only, so the same spec always gives the same requests.

// "largest": every whole number and number at its max, every choice at its last, every flag on;
// "smallest": the opposite. Text parameters keep their defaults.
export function extremeParams(spec, which) {
  const params = {};
  for (const p of spec.params) {
    if (p.type === 'int' || p.type === 'number') params[p.name] = which === 'largest' ? p.max : p.min;
    else if (p.type === 'enum') params[p.name] = p.choices[which === 'largest' ? p.choices.length - 1 : 0].value;
    else if (p.type === 'bool') params[p.name] = which === 'largest';
  }
  return params;
}

// [{label, params}] for one calculator: defaults and largest values (the golden), plus smallest
// values and every enum choice on the defaults when `withOptions`.
export function variants(spec, withOptions = false) {
  const out = [{ label: 'defaults', params: {} }, { label: 'largest', params: extremeParams(spec, 'largest') }];
  if (!withOptions) return out;
  out.push({ label: 'smallest', params: extremeParams(spec, 'smallest') });
  for (const p of spec.params) {
    if (p.type === 'enum') {
      for (const c of p.choices) if (c.value !== p.default) out.push({ label: `${p.name}=${c.value}`, params: { [p.name]: c.value } });
    } else if (p.type === 'bool') {
      out.push({ label: `${p.name}=${!p.default}`, params: { [p.name]: !p.default } });
    }
  }
  return out;
}

export const SEEDS = [1, 12345, 4294967295];
