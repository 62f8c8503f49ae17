/**
 * Is an hreflang value one Google accepts, and if not, what was probably meant. Google Search
 * Central, "Tell Google about localized versions of your page"
 * (https://developers.google.com/search/docs/specialty/international/localized-versions):
 * the value is a language code in ISO 639-1 format, optionally followed by a region code in
 * ISO 3166-1 Alpha 2 format, or `x-default`; a script may sit between them (BCP 47, RFC 5646
 * §2.1: `zh-Hant-TW`). Codes are case-insensitive (RFC 5646 §2.1.1), so `en-gb` is fine.
 *
 * The usual slips, each with the code meant: a region for the language (`jp` → `ja`, `cn` →
 * `zh`), a region code that ISO 3166-1 does not have (`en-UK` → `en-GB`), a region alone
 * (`gb` → `en-GB`), an underscore (`en_GB` → `en-GB`). A valid code that looks like a slip is
 * never flagged: `uk` is Ukrainian, `se` Northern Sami, `kr` Kanuri.
 */

/** ISO 639-1 (the 183 two-letter codes of the ISO 639 registration authority, 2023). */
const ISO_639_1 = new Set(
  (
    'aa ab ae af ak am an ar as av ay az ba be bg bi bm bn bo br bs ca ce ch co cr cs cu cv cy ' +
    'da de dv dz ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht ' +
    'hu hy hz ia id ie ig ii ik io is it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky ' +
    'la lb lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my na nb nd ne ng nl nn no nr nv ny ' +
    'oc oj om or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr ss ' +
    'st su sv sw ta te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo ' +
    'za zh zu'
  ).split(' '),
);

/** ISO 3166-1 alpha-2: the 249 officially assigned country codes. */
const ISO_3166_1 = new Set(
  (
    'ad ae af ag ai al am ao aq ar as at au aw ax az ba bb bd be bf bg bh bi bj bl bm bn bo bq ' +
    'br bs bt bv bw by bz ca cc cd cf cg ch ci ck cl cm cn co cr cu cv cw cx cy cz de dj dk dm ' +
    'do dz ec ee eg eh er es et fi fj fk fm fo fr ga gb gd ge gf gg gh gi gl gm gn gp gq gr gs ' +
    'gt gu gw gy hk hm hn hr ht hu id ie il im in io iq ir is it je jm jo jp ke kg kh ki km kn ' +
    'kp kr kw ky kz la lb lc li lk lr ls lt lu lv ly ma mc md me mf mg mh mk ml mm mn mo mp mq ' +
    'mr ms mt mu mv mw mx my mz na nc ne nf ng ni nl no np nr nu nz om pa pe pf pg ph pk pl pm ' +
    'pn pr ps pt pw py qa re ro rs ru rw sa sb sc sd se sg sh si sj sk sl sm sn so sr ss st sv ' +
    'sx sy sz tc td tf tg th tj tk tl tm tn to tr tt tv tw tz ua ug um us uy uz va vc ve vg vi ' +
    'vn vu wf ws ye yt za zm zw'
  ).split(' '),
);

/**
 * Codes written for a language that are not ISO 639-1 codes: country codes used as if they
 * named the language, and ISO 639-1's withdrawn codes (`iw`, `in`, `ji`, RFC 5646 §3.1.9).
 */
const LANGUAGE_SLIPS: Readonly<Record<string, string>> = {
  jp: 'ja',
  cn: 'zh',
  gr: 'el',
  dk: 'da',
  cz: 'cs',
  ua: 'uk',
  vn: 'vi',
  iw: 'he',
  in: 'id',
  ji: 'yi',
  gb: 'en-GB',
  us: 'en-US',
  at: 'de-AT',
  mx: 'es-MX',
  ir: 'fa',
  il: 'he',
  rs: 'sr',
  al: 'sq',
  ee: 'et',
  si: 'sl',
  me: 'sr-ME',
  kz: 'kk',
  tj: 'tg',
  pk: 'ur',
};

/** Region codes outside ISO 3166-1 written for one inside it (UK is reserved, not assigned). */
const REGION_SLIPS: Readonly<Record<string, string>> = { uk: 'GB' };

/** The verdict on one hreflang value. */
export type CodeCheck =
  { ok: true; normalized: string } | { ok: false; normalized: string; suggestion?: string };

/** `x-default` and every code accepted, lowercased: the key links are compared by. */
export function normalizeCode(code: string): string {
  return code.trim().toLowerCase();
}

/** Checks one hreflang value (see the file comment); `normalized` is its lowercase form. */
export function checkHreflangCode(code: string): CodeCheck {
  const normalized = normalizeCode(code);
  if (normalized === 'x-default' || isAccepted(normalized)) return { ok: true, normalized };
  const suggestion = suggest(normalized);
  return suggestion === undefined
    ? { ok: false, normalized }
    : { ok: false, normalized, suggestion };
}

function isAccepted(code: string): boolean {
  const parts = code.split('-');
  if (!ISO_639_1.has(parts[0]!)) return false;
  let at = 1;
  if (parts[at] !== undefined && /^[a-z]{4}$/.test(parts[at]!)) at++;
  // Lenient (as BCP 47): `es-419`, the UN M.49 code for Latin America, which Google reads.
  if (parts[at] !== undefined && (ISO_3166_1.has(parts[at]!) || parts[at] === '419')) at++;
  return at === parts.length;
}

/** The code probably meant, in the usual case (`en-GB`, `zh-Hant`); undefined if no guess. */
function suggest(code: string): string | undefined {
  if (code.includes('_')) {
    const dashed = code.replaceAll('_', '-');
    if (isAccepted(dashed)) return canonical(dashed);
    return suggest(dashed);
  }
  const parts = code.split('-');
  const [first, second] = parts;
  if (parts.length === 1) return LANGUAGE_SLIPS[first!];
  if (parts.length !== 2 || second === undefined) return undefined;
  // A region code for the language: `jp-JP` → `ja-JP`.
  const language = ISO_639_1.has(first!) ? first! : LANGUAGE_SLIPS[first!];
  if (language !== undefined && !language.includes('-')) {
    if (ISO_3166_1.has(second)) return canonical(`${language}-${second}`);
    const region = REGION_SLIPS[second];
    return region !== undefined ? canonical(`${language}-${region}`) : language;
  }
  // Region first, language second: `GB-en` → `en-GB`.
  if (ISO_3166_1.has(first!) && ISO_639_1.has(second)) return canonical(`${second}-${first}`);
  return undefined;
}

/** RFC 5646 §2.1.1 case conventions: language lower, script title, region upper. */
export function canonical(code: string): string {
  return code
    .split('-')
    .map((part, index) => {
      if (index === 0 || part === 'default') return part.toLowerCase();
      if (part.length === 4) return part[0]!.toUpperCase() + part.slice(1).toLowerCase();
      return part.toUpperCase();
    })
    .join('-');
}
