import { describe, expect, test } from 'vitest';
import { formatXmlError } from './xml-events';
import { XmlTokenizer } from './xml-tokenizer';

/** Runs the tokenizer over `chunks` and returns its events (text merged) and its errors. */
function tokenize(
  chunks: readonly string[],
  maxDepth?: number,
): { events: string[]; errors: string[] } {
  const events: string[] = [];
  const errors: string[] = [];
  const tokenizer: XmlTokenizer = new XmlTokenizer(
    {
      onOpenTag(name, attributes, isSelfClosing) {
        const shown = attributes ? ' ' + attributes.join('|') : '';
        events.push(
          `<${name}${shown}${isSelfClosing ? '/' : ''}>@${tokenizer.tokenLine}:${tokenizer.tokenColumn}`,
        );
        tokenizer.wantText = true;
      },
      onCloseTag: (name) => events.push(`</${name}>`),
      onText(text) {
        const last = events.length - 1;
        if (last >= 0 && events[last].startsWith('"'))
          events[last] = events[last].slice(0, -1) + text + '"';
        else events.push(`"${text}"`);
      },
      onProcessingInstruction: (target, body) => events.push(`?${target} ${body}`),
      onXmlDeclaration: (body) => events.push(`?xml ${body}`),
      onError: (kind, reason, params, line, column) =>
        errors.push(`${kind} ${line}:${column} ${formatXmlError(reason, params)}`.trim()),
    },
    { maxDepth },
  );
  for (const chunk of chunks) tokenizer.push(chunk);
  tokenizer.end();
  return { events, errors };
}

/** Every way of cutting `xml` in two, plus one character at a time. */
function splittings(xml: string): string[][] {
  const ways = [[xml], [...xml]];
  for (let i = 1; i < xml.length; i++) ways.push([xml.slice(0, i), xml.slice(i)]);
  return ways;
}

describe('XmlTokenizer: well-formed input', () => {
  test.each([
    [
      'elements and text',
      '<a>x<b>y</b>z</a>',
      ['<a>@1:1', '"x"', '<b>@1:5', '"y"', '</b>', '"z"', '</a>'],
    ],
    [
      'attributes, both quotes, blanks around =',
      `<a x="1" y = '2'/>`,
      ['<a x|1|y|2/>@1:1', '</a>'],
    ],
    [
      'predefined entities and character references',
      '<a t="&lt;&#65;">&amp;&gt;&quot;&apos;&#x1F600;</a>',
      ['<a t|<A>@1:1', '"&>"\'😀"', '</a>'],
    ],
    [
      'CDATA keeps markup characters',
      '<a><![CDATA[<b>&amp;]]]]></a>',
      ['<a>@1:1', '"<b>&amp;]]"', '</a>'],
    ],
    ['comments are skipped', '<a><!-- <b> - -x- - --></a>', ['<a>@1:1', '</a>']],
    ['an empty comment', '<a><!----></a>', ['<a>@1:1', '</a>']],
    ['] and ]> in text are fine', '<a>]]x]>]</a>', ['<a>@1:1', '"]]x]>]"', '</a>']],
    [
      'declaration and stylesheet PI',
      '<?xml version="1.0"?><?xml-stylesheet href="s.xsl"?><a/>',
      ['?xml version="1.0"', '?xml-stylesheet href="s.xsl"', '<a/>@1:53', '</a>'],
    ],
    [
      'positions across lines',
      '<a>\n  <b/>\n\t<c/></a>',
      ['<a>@1:1', '"\n  "', '<b/>@2:3', '</b>', '"\n\t"', '<c/>@3:2', '</c>', '</a>'],
    ],
    ['end tag with blanks', '<a></a  >', ['<a>@1:1', '</a>']],
    [
      'prefixed names',
      '<s:a xmlns:s="u"><s:b/></s:a>',
      ['<s:a xmlns:s|u>@1:1', '<s:b/>@1:18', '</s:b>', '</s:a>'],
    ],
  ])('%s', (_name, xml, events) => {
    for (const chunks of splittings(xml)) expect(tokenize(chunks)).toEqual({ events, errors: [] });
  });
});

describe('XmlTokenizer: recovery, reported with line and column', () => {
  test.each([
    [
      'raw & in text is kept',
      '<a>?x=1&y=2</a>',
      ['<a>@1:1', '"?x=1&y=2"', '</a>'],
      ['xml-malformed 1:8 unescaped & (write &amp;)'],
    ],
    [
      'unknown entity is kept as written',
      '<a>&nbsp;x</a>',
      ['<a>@1:1', '"&nbsp;x"', '</a>'],
      ['unknown-entity 1:4 &nbsp;'],
    ],
    [
      'invalid character reference',
      '<a>&#0;</a>',
      ['<a>@1:1', '"&#0;"', '</a>'],
      ['xml-malformed 1:4 invalid character reference &#0;'],
    ],
    [
      'stray end tag is ignored',
      '<a></b></a>',
      ['<a>@1:1', '</a>'],
      ['xml-malformed 1:4 stray end tag </b>'],
    ],
    [
      'end tag closes elements left open',
      '<a><b><c></a>',
      ['<a>@1:1', '<b>@1:4', '<c>@1:7', '</c>', '</b>', '</a>'],
      ['xml-malformed 1:10 </a> closes <c> that was never closed'],
    ],
    [
      'lone < in text',
      '<a>1 < 2</a>',
      ['<a>@1:1', '"1 < 2"', '</a>'],
      ['xml-malformed 1:6 unescaped < (write &lt;)'],
    ],
    [
      'unquoted attribute value',
      '<a x=1>t</a>',
      ['<a x|1>@1:1', '"t"', '</a>'],
      ['xml-malformed 1:6 value of x is not quoted'],
    ],
    [
      'truncated inside an element',
      '<a><b>text',
      ['<a>@1:1', '<b>@1:4', '"text"'],
      ['truncated 1:11 2 elements left open, missing </b></a>…'],
    ],
    ['truncated inside a tag', '<a><b x="1', ['<a>@1:1'], ['truncated 1:4 in the middle of a tag']],
    ['truncated inside a comment', '<a><!-- x', ['<a>@1:1'], ['truncated 1:10 inside a comment']],
    [
      'text outside the root, once per run',
      '<a/>junk\n<!--c-->more',
      ['<a/>@1:1', '</a>'],
      [
        'xml-malformed 1:5 text after the root element',
        'xml-malformed 2:9 text after the root element',
      ],
    ],
    [
      'second root',
      '<a/><b/>',
      ['<a/>@1:1', '</a>', '<b/>@1:5', '</b>'],
      ['xml-malformed 1:5 second root element <b>'],
    ],
    [
      'declaration after blanks',
      '\n <?xml version="1.0"?><a/>',
      ['?xml version="1.0"', '<a/>@2:23', '</a>'],
      ['leading-whitespace 2:2'],
    ],
    [
      'declaration after content',
      '<!--c--><?xml version="1.0"?><a/>',
      ['?xml version="1.0"', '<a/>@1:30', '</a>'],
      ['xml-malformed 1:9 XML declaration not at the start of the file'],
    ],
    ['no root', '<!-- only -->', [], ['xml-malformed 1:14 no root element']],
    [
      ']]> in text (XML 1.0 §2.4), reported at its > in order with the other problems',
      '<a>&x;]]]>\n]]&gt;&y;]]></a>',
      ['<a>@1:1', '"&x;]]]>\n]]>&y;]]>"', '</a>'],
      [
        'unknown-entity 1:4 &x;',
        'xml-malformed 1:10 ]]> is not allowed in text (write ]]&gt;)',
        'unknown-entity 2:7 &y;',
        'xml-malformed 2:12 ]]> is not allowed in text (write ]]&gt;)',
      ],
    ],
    [
      'control characters and ]]> in several text nodes of one chunk, each found once',
      '<a>x\u0001y]]>z<b k="v">]]>\u0002\u0003</b>]]]>\u0001<c/>q\u0004</a>',
      [
        '<a>@1:1',
        '"xy]]>z"',
        '<b k|v>@1:11',
        '"]]>"',
        '</b>',
        '"]]]>"',
        '<c/>@1:34',
        '</c>',
        '"q"',
        '</a>',
      ],
      [
        'xml-malformed 1:5 character U+0001 is not allowed in XML (left out)',
        'xml-malformed 1:9 ]]> is not allowed in text (write ]]&gt;)',
        'xml-malformed 1:22 ]]> is not allowed in text (write ]]&gt;)',
        'xml-malformed 1:23 character U+0002 is not allowed in XML (left out)',
        'xml-malformed 1:32 ]]> is not allowed in text (write ]]&gt;)',
        'xml-malformed 1:33 character U+0001 is not allowed in XML (left out)',
        'xml-malformed 1:39 character U+0004 is not allowed in XML (left out)',
      ],
    ],
    [
      '-- inside a comment (XML 1.0 §2.5), once per comment',
      '<a><!-- a -- b -- c --->x<!-- ok --></a>',
      ['<a>@1:1', '"x"', '</a>'],
      ['xml-malformed 1:11 -- is not allowed inside a comment'],
    ],
    [
      '--- ending a comment',
      '<a><!-- a ---></a>',
      ['<a>@1:1', '</a>'],
      ['xml-malformed 1:11 -- is not allowed inside a comment'],
    ],
    [
      'duplicate attributes (XML 1.0 §3.1): the first value is kept',
      '<a x="1" y="2" x="3" y=\'4\'/>',
      ['<a x|1|y|2/>@1:1', '</a>'],
      [
        'xml-malformed 1:16 attribute x appears twice in <a> (the first is kept)',
        'xml-malformed 1:22 attribute y appears twice in <a> (the first is kept)',
      ],
    ],
    [
      'DOCTYPE entities are reported, never expanded',
      '<!DOCTYPE a [<!ENTITY x "y"><!ENTITY e SYSTEM "file:///etc/passwd">]><a>&x;&e;</a>',
      ['<a>@1:70', '""', '</a>'],
      [
        'entity-declaration 1:1 x, e',
        'external-entity 1:1 file:///etc/passwd',
        'unknown-entity 1:73 &x;',
        'unknown-entity 1:76 &e;',
      ],
    ],
    [
      'a malformed reference in an entity value',
      '<!DOCTYPE a [<!ENTITY x "&y\n;">]><a/>',
      ['<a/>@2:6', '</a>'],
      [
        'entity-declaration 1:1 x',
        'xml-malformed 1:1 malformed reference in the value of entity x',
      ],
    ],
  ])('%s', (_name, xml, events, errors) => {
    for (const chunks of splittings(xml)) expect(tokenize(chunks)).toEqual({ events, errors });
  });
});

describe('XmlTokenizer: bounds', () => {
  test('elements deeper than maxDepth are skipped, and reading goes on', () => {
    const xml = '<a>' + '<b>'.repeat(9) + 'deep<c/>' + '</b>'.repeat(9) + '<d/></a>';
    for (const chunks of splittings(xml)) {
      const { events, errors } = tokenize(chunks, 4);
      expect(events).toEqual([
        '<a>@1:1',
        '<b>@1:4',
        '<b>@1:7',
        '<b>@1:10',
        '</b>',
        '</b>',
        '</b>',
        '<d/>@1:75',
        '</d>',
        '</a>',
      ]);
      expect(errors).toEqual(['nesting-too-deep 1:13 4']);
    }
  });

  test('elements left open below the limit count as left open', () => {
    expect(tokenize(['<a><b><c><d>'], 2).errors).toEqual([
      'nesting-too-deep 1:7 2',
      'truncated 1:13 4 elements left open, missing </b></a>…',
    ]);
  });

  test('a tag longer than the limit is skipped, and reading goes on', () => {
    const huge = 'x'.repeat(1_000_000);
    const xml = `<a><b v="${huge}"/><c/></a>`;
    const chunks: string[] = [];
    for (let i = 0; i < xml.length; i += 65_536) chunks.push(xml.slice(i, i + 65_536));
    const { events, errors } = tokenize(chunks);
    expect(events.map((event) => event.slice(0, 40))).toEqual([
      '<a>@1:1',
      '<c/>@1:1000013',
      '</c>',
      '</a>',
    ]);
    expect(errors).toEqual(['xml-malformed 1:4 markup longer than 262144 characters was skipped']);
  });
});
