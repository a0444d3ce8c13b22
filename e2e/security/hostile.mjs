// The hostile text of the injection test: markup, SQL and template look-alikes, the wire answer's
// own markup, pre-escaped entities, and long Devanagari and emoji strings sized to each field's
// maximum. The maxima are those of src/shared/domain/schemas/registration.ts and contact.ts
// (yup counts UTF-16 code units): a lowered maximum makes the test fail (the form refuses the
// text), a raised one only makes it less strict.

export const HOSTILE = [
  '<img src=x onerror=alert(1)>',
  '"><script>window.__pwned=1</script>',
  "'; DROP TABLE members; --",
  '" OR "1"="1',
  '{{7*7}}',
  '${7*7}',
  // The service's answers are HTML fragments read by these ids: a value must not forge one.
  '</div><div id="resPS">1</div>',
  // Already-escaped text must come back as typed, not decoded a second time.
  '&lt;b&gt;bold&lt;/b&gt; &amp;amp;',
];

/** Markup without spaces, so that it survives as a whole "first name" (the dashboard's welcome). */
export const SVG_ONLOAD = '<svg/onload=alert(1)>';
export const EMOJI = '👩🏽‍💻🇮🇳';
export const DEVANAGARI = 'नमस्ते दुनिया ';

/**
 * `prefix`, emoji and Devanagari up to exactly `max` UTF-16 code units. Cut at a code point (an
 * emoji sequence may be cut between its parts: still valid text that must come back unchanged),
 * never ending in a space (the forms trim), padded with 'क' to the exact length.
 */
export function nearMax(prefix, max) {
  let long = `${prefix} ${EMOJI} `;
  while (long.length < max) long += `${DEVANAGARI}${EMOJI} `;
  let out = '';
  for (const c of long) {
    if (out.length + c.length > max) break;
    out += c;
  }
  out = out.trimEnd();
  while (out.length < max) out += 'क';
  return out;
}

/** Free-text fields of the member profile (requirements §3) with their maximum length and form label. */
export const PROFILE_TEXT = {
  mem_name: 120,
  birth_place: 120,
  max_qualification_det: 200,
  occupation: 200,
  city_nm: 80,
  address: 400,
  landmark: 200,
  father_nm: 120,
  father_occup: 200,
  mother_name: 120,
  mother_occup: 200,
  brother_det: 400,
  sister_det: 400,
  ref_one_nm: 120,
  ref_two_nm: 120,
};

/** Read-only after registration (requirements §5.7): my_profile shows them but cannot change them. */
export const REFERENCES = ['ref_one_nm', 'ref_two_nm'];

/**
 * Registration's values: each field gets one of the hostile strings (all of them are used) and an
 * emoji; the name starts with markup that has no space, the city with the run's tag so a search by
 * city finds this member only (with SQL LIKE wildcards in it).
 */
export function registrationText(tag) {
  const names = Object.keys(PROFILE_TEXT);
  const values = Object.fromEntries(
    names.map((f, i) => [f, `${HOSTILE[i % HOSTILE.length]} ${EMOJI} ${f}`]),
  );
  values.mem_name = `${SVG_ONLOAD} ${HOSTILE[1]} ${EMOJI}`;
  values.city_nm = `${tag} ${HOSTILE[2]} 100%_`;
  return values;
}

/** My Profile's values: every editable free-text field at exactly its maximum length. */
export function profileText(tag) {
  const values = {};
  Object.keys(PROFILE_TEXT)
    .filter((f) => !REFERENCES.includes(f))
    .forEach((f, i) => (values[f] = nearMax(HOSTILE[(i + 3) % HOSTILE.length], PROFILE_TEXT[f])));
  values.mem_name = nearMax(`${SVG_ONLOAD} ${HOSTILE[0]}`, PROFILE_TEXT.mem_name);
  values.city_nm = nearMax(`${tag}${HOSTILE[3]}`, PROFILE_TEXT.city_nm);
  return values;
}

/**
 * Values a restricted field must refuse with a visible message (not strip to something it
 * accepts): markup around valid digits, Devanagari digits, a hostile "address".
 */
export const REFUSED = {
  contact_no: '98765<b>43210</b>',
  pincode: '<img src=x onerror=alert(1)>',
  email_id: '"><script>window.__pwned=1</script>@example.com',
  father_contact: '९८७६५४३२१०',
  mother_contact: "9876543210'; DROP TABLE members; --",
  ref_one_contact: '{{7*7}}',
  ref_two_contact: '${7*7}',
};

/** Same as the server's firstNameOf (src/server/accounts/format.ts). */
export const firstNameOf = (name) => name.trim().split(/\s+/)[0] ?? '';
