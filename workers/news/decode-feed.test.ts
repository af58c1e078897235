/**
 * Bytes to text: the encoding from the byte-order mark, then the XML declaration, then the
 * Content-Type charset (quoted or not), then UTF-8, or windows-1252 for undeclared bytes that
 * are not UTF-8; undecodable bytes (and UTF-32) refused with the typed error. The fixtures in
 * other encodings (UTF-16, UTF-32, windows-1252, ISO-8859-1, GB2312) are made into their real
 * bytes here.
 */
import { describe, expect, it } from "vitest";

import { FEED_FIXTURES } from "../../tests/fixtures/feeds";
import { encodeText } from "../../tests/helpers/encode-text";

import { decodeFeed, detectEncoding, FeedParseError, parseFeed } from "./parse-feed";

const utf8 = (text: string) => new TextEncoder().encode(text);
const isUtf8 = (bytes: Uint8Array) => {
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
};
const withoutEncodingDeclaration = (xml: string) => xml.replace(/ encoding="[^"]*"/, "");
/** The Content-Type a fixture is served with: its "Header:" comment, as in feedparser's corpus. */
const headerOf = (xml: string) => /^Header:\s+Content-type:\s*(.+)$/im.exec(xml)?.[1]?.trim() ?? "";
const concat = (...parts: (Uint8Array | number[])[]) => Uint8Array.from(parts.flatMap((part) => [...part]));

function decodeError(bytes: Uint8Array, contentType: string | null) {
  try {
    decodeFeed(bytes, contentType);
  } catch (error) {
    expect(error).toBeInstanceOf(FeedParseError);
    return error as FeedParseError;
  }
  throw new Error("The bytes were decoded, but should have been refused.");
}

describe("feeds in other encodings", () => {
  it("reads a Hindi feed in UTF-16 with a byte-order mark, little- or big-endian, whatever the header says", () => {
    for (const encoding of ["utf-16le", "utf-16be"] as const) {
      const bytes = encodeText(FEED_FIXTURES.hindiUtf16, encoding);
      expect([...bytes.subarray(0, 2)]).toEqual(encoding === "utf-16le" ? [0xff, 0xfe] : [0xfe, 0xff]);
      const items = parseFeed(decodeFeed(bytes, "application/rss+xml; charset=utf-8"), "https://dilli.example/rss");
      expect(items).toEqual([
        {
          title: "दिल्ली सरकार ने यमुना सफ़ाई के लिए नई योजना पेश की",
          url: "https://dilli.example/yamuna",
          publishedAt: "2026-11-20T10:00:00.000Z",
          source: "दिल्ली समाचार",
          description: "योजना में ₹1,200 करोड़ का प्रावधान है।",
        },
        {
          title: "मेट्रो के नए चरण का उद्घाटन 🚇",
          url: "https://dilli.example/metro",
          publishedAt: "2026-11-19T03:30:00.000Z",
          source: "दिल्ली समाचार",
          description: "",
        },
      ]);
    }
  });

  it("reads UTF-16 without a byte-order mark from its first bytes ('<?' as 3C 00 3F 00)", () => {
    const bytes = encodeText(FEED_FIXTURES.hindiUtf16, "utf-16le", { bom: false });
    expect(detectEncoding(bytes, null)).toEqual({ label: "utf-16le", source: "byte-order mark" });
    expect(parseFeed(decodeFeed(bytes, null), "https://dilli.example/rss")[0]?.source).toBe("दिल्ली समाचार");
  });

  it("reads a windows-1252 feed: typographic punctuation and the euro sign, not U+FFFD", () => {
    const bytes = encodeText(FEED_FIXTURES.windows1252, "windows-1252");
    expect(isUtf8(bytes)).toBe(false);
    for (const byte of [0x80, 0x85, 0x8c, 0x92, 0x93, 0x94, 0x96, 0x97, 0xab, 0xbb]) expect(bytes).toContain(byte);
    expect(detectEncoding(bytes, "application/rss+xml")).toEqual({ label: "windows-1252", source: "XML declaration" });
    const items = parseFeed(decodeFeed(bytes, "application/rss+xml"), "https://ici.example/rss");
    expect(items.map((item) => item.title)).toEqual([
      "« Réforme des retraites » : le Sénat vote – et après ?",
      "Le prix du pain dépasse 1,50 € — une première",
      "“Œuvres” d’art : l’État rachète… trois tableaux",
    ]);
    expect(items[0]?.source).toBe("Le Monde d’ici");
    expect(items[0]?.publishedAt).toBe("2026-11-20T10:00:00.000Z");
    expect(items[2]?.description).toBe("Coût : 2 millions d’€ ‰ ™");
    expect(JSON.stringify(items)).not.toContain("\uFFFD");
  });

  it("reads an ISO-8859-1 feed from its declaration, or from the Content-Type when it declares nothing", () => {
    const expected = ["Mãe de utente é a nova presidente", "Câmara aprova orçamento para 2027 após votação"];
    const declared = encodeText(FEED_FIXTURES.iso88591, "iso-8859-1");
    expect(isUtf8(declared)).toBe(false);
    expect(declared).toContain(0xe3); // ã
    const undeclared = encodeText(withoutEncodingDeclaration(FEED_FIXTURES.iso88591), "iso-8859-1");

    for (const [bytes, contentType, source] of [
      [declared, "application/rss+xml", "XML declaration"],
      [declared, "text/xml; charset=ISO-8859-1", "XML declaration"],
      [undeclared, 'text/xml; charset="iso-8859-1"', "Content-Type"],
    ] as const) {
      expect(detectEncoding(bytes, contentType).source).toBe(source);
      const items = parseFeed(decodeFeed(bytes, contentType), "https://norte.example/rss");
      expect(items.map((item) => item.title)).toEqual(expected);
      expect(items[0]).toMatchObject({ source: "Notícias do Norte", publishedAt: "2026-11-19T18:00:00.000Z" });
      expect(items[1]?.description).toBe("Três vereadores abstiveram-se; o município investe em ações sociais.");
    }
  });

  it("reads ISO-8859-1 as windows-1252, as browsers do: publishers' “smart quotes” come out right", () => {
    const bytes = encodeText('<?xml version="1.0" encoding="iso-8859-1"?><rss/>', "iso-8859-1");
    const smart = new Uint8Array([...bytes.subarray(0, -6), 0x93, 0x41, 0x94, ...bytes.subarray(-6)]);
    expect(decodeFeed(smart, null)).toBe('<?xml version="1.0" encoding="iso-8859-1"?>“A”<rss/>');
  });
});

describe("quoted charsets", () => {
  it("reads a Content-Type charset in single or double quotes: us-ascii and gb2312 (feedparser's http_*_charset.xml)", () => {
    const ascii = utf8(FEED_FIXTURES.quotedCharsetUsAscii);
    const asciiHeader = headerOf(FEED_FIXTURES.quotedCharsetUsAscii);
    expect(asciiHeader).toBe("application/atom+xml; charset='us-ascii'");
    for (const contentType of [
      asciiHeader,
      asciiHeader.replace(/'/g, '"'),
      "application/atom+xml;charset = 'us-ascii' ;q=1",
    ]) {
      expect(detectEncoding(ascii, contentType), contentType).toEqual({ label: "us-ascii", source: "Content-Type" });
      expect(parseFeed(decodeFeed(ascii, contentType), "https://ward7.example/atom")).toEqual([
        {
          title: "Library opens on Sunday mornings",
          url: "https://ward7.example/library",
          publishedAt: "2026-11-20T09:00:00.000Z",
          source: "Ward Seven Bulletin",
          description: "",
        },
      ]);
    }

    const gb2312 = encodeText(FEED_FIXTURES.quotedCharsetGb2312, "gbk");
    expect(isUtf8(gb2312)).toBe(false);
    const gbHeader = headerOf(FEED_FIXTURES.quotedCharsetGb2312);
    expect(gbHeader).toBe("application/atom+xml;charset='gb2312'");
    for (const contentType of [gbHeader, gbHeader.replace(/'/g, '"')]) {
      expect(detectEncoding(gb2312, contentType), contentType).toEqual({ label: "gb2312", source: "Content-Type" });
      expect(parseFeed(decodeFeed(gb2312, contentType), "https://chengshi.example/atom")).toEqual([
        {
          title: "市议会通过新的公交预算",
          url: "https://chengshi.example/bus-budget",
          publishedAt: "2026-11-20T08:00:00.000Z",
          source: "城市新闻",
          description: "",
        },
      ]);
    }
  });
});

describe("undeclared bytes that are not UTF-8", () => {
  const portuguese = [
    "Datafolha: prefeito lidera com 41% e vice aparece em segundo",
    "Promotoria abre inquérito sobre contrato de merenda em São José",
    "Prefeitura lança campanha «VOVÓ» contra golpes por telefone",
    "Bolsa fecha em alta de 0,68% com exportadoras",
    "Chuva forte alaga ruas do centro na manhã de sexta",
    "Câmara aprova orçamento de 2027 após votação em dois turnos",
  ];

  it("reads an undeclared Latin-1 feed as windows-1252, whole, keeping every item (rss-parser's uolNoticias.rss)", () => {
    const bytes = encodeText(FEED_FIXTURES.undeclaredLatin1, "windows-1252");
    expect(isUtf8(bytes)).toBe(false);
    // Two of its byte pairs are valid UTF-8 ("Ó»", "ã" + no-break space + "«"): read byte by byte, they would be other letters.
    expect(new TextDecoder("utf-8").decode(bytes)).toMatch(/\u04fb.*\u382b/s);
    for (const contentType of [null, "application/rss+xml", "text/xml; q=0.9"]) {
      expect(detectEncoding(bytes, contentType)).toEqual({ label: "utf-8", source: "default" });
      const items = parseFeed(decodeFeed(bytes, contentType), "https://noticias.norte.example/rss");
      expect(items.map((item) => item.title)).toEqual(portuguese);
      expect(items[0]).toMatchObject({ source: "Norte Notícias", publishedAt: "2026-11-20T22:42:40.000Z" });
      expect(items[0]?.description).toBe(
        "Líder na pesquisa divulgada nesta sexta-feira (20), o prefeito tem vantagem de oito pontos sobre o vice.",
      );
      expect(items[4]?.description).toBe(
        "A Defesa Civil registrou 80 mm em três horas na manhã «a maior do ano», segundo o órgão.",
      );
      expect(JSON.stringify(items)).not.toContain("\uFFFD");
    }
  });

  it("never reads valid UTF-8 as anything else", () => {
    expect(decodeFeed(utf8(FEED_FIXTURES.undeclaredLatin1), null)).toBe(FEED_FIXTURES.undeclaredLatin1);
    // Text that would also be valid windows-1252 ("Ã©" is how é's UTF-8 bytes look in it) stays UTF-8.
    expect(decodeFeed(utf8("<rss>Ã© é</rss>"), null)).toBe("<rss>Ã© é</rss>");
  });

  it("reads a stray non-UTF-8 byte in undeclared UTF-8 as windows-1252, keeping every UTF-8 character", () => {
    const [before, after] = withoutEncodingDeclaration(FEED_FIXTURES.hindiUtf16).split(" 🚇");
    const bytes = concat(utf8(`${before} `), [0x93], utf8("नया"), [0x94], utf8(after ?? ""));
    expect(isUtf8(bytes)).toBe(false);
    const items = parseFeed(decodeFeed(bytes, "application/rss+xml"), "https://dilli.example/rss");
    expect(items.map((item) => item.title)).toEqual([
      "दिल्ली सरकार ने यमुना सफ़ाई के लिए नई योजना पेश की",
      "मेट्रो के नए चरण का उद्घाटन “नया”",
    ]);
    expect(items[0]?.source).toBe("दिल्ली समाचार");
  });
});

describe("choosing the encoding", () => {
  it("takes the byte-order mark first, then the XML declaration, then the Content-Type, then UTF-8", () => {
    const latin1Declared = '<?xml version="1.0" encoding="ISO-8859-1"?><rss>é</rss>';
    const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(latin1Declared)]);
    expect(detectEncoding(withBom, "text/xml; charset=iso-8859-1")).toEqual({
      label: "utf-8",
      source: "byte-order mark",
    });
    expect(decodeFeed(withBom, "text/xml; charset=iso-8859-1")).toBe(latin1Declared);

    const latin1 = encodeText(latin1Declared, "iso-8859-1");
    expect(detectEncoding(latin1, "text/xml; charset=utf-8").source).toBe("XML declaration");
    expect(decodeFeed(latin1, "text/xml; charset=utf-8")).toBe(latin1Declared);

    const plain = encodeText("<rss>é</rss>", "iso-8859-1");
    expect(detectEncoding(plain, "application/rss+xml;charset=Windows-1252")).toEqual({
      label: "Windows-1252",
      source: "Content-Type",
    });
    expect(decodeFeed(plain, "application/rss+xml;charset=Windows-1252")).toBe("<rss>é</rss>");

    expect(detectEncoding(utf8("<rss>é</rss>"), "application/rss+xml")).toEqual({ label: "utf-8", source: "default" });
    expect(decodeFeed(utf8("<rss>é</rss>"), null)).toBe("<rss>é</rss>");
  });

  it("ignores a declared UTF-16 in a document whose bytes are 8-bit", () => {
    const bytes = utf8('<?xml version="1.0" encoding="UTF-16"?><rss>मई</rss>');
    expect(detectEncoding(bytes, null)).toEqual({ label: "utf-8", source: "XML declaration" });
    expect(decodeFeed(bytes, null)).toContain("मई");
  });

  it("refuses bytes that are not valid in the chosen encoding, and encodings it does not know", () => {
    const invalidUtf8 = decodeError(
      new Uint8Array([0x3c, 0x72, 0x73, 0x73, 0x3e, 0xe3, 0x28, 0x3c, 0x2f]),
      "text/xml; charset=utf-8",
    );
    expect(invalidUtf8.kind).toBe("undecodable");
    expect(invalidUtf8.message).toMatch(/not valid utf-8/);

    const latin1AsUtf8 = encodeText("<rss>Mãe</rss>", "iso-8859-1");
    expect(decodeError(latin1AsUtf8, "text/xml; charset=utf-8").kind).toBe("undecodable");

    const klingon = decodeError(utf8('<?xml version="1.0" encoding="x-klingon"?><rss/>'), null);
    expect(klingon.kind).toBe("undecodable");
    expect(klingon.message).toMatch(/"x-klingon" \(from its XML declaration\) is not supported/);
    expect(decodeError(utf8("<rss/>"), "text/xml; charset=x-user-defined").kind).toBe("undecodable");

    const utf32 = new Uint8Array([0xff, 0xfe, 0, 0, 0x3c, 0, 0, 0]);
    expect(decodeError(utf32, null).kind).toBe("undecodable");
  });

  it("refuses UTF-32 in every form as undecodable, saying so (feedparser's utf-32*.xml)", () => {
    for (const encoding of ["utf-32le", "utf-32be"] as const) {
      for (const bom of [true, false]) {
        const bytes = encodeText(FEED_FIXTURES.utf32, encoding, { bom });
        for (const contentType of [null, "application/rss+xml; charset=utf-32"]) {
          const error = decodeError(bytes, contentType);
          expect(error.kind, `${encoding}, bom: ${bom}`).toBe("undecodable");
          expect(error.message, `${encoding}, bom: ${bom}`).toMatch(/"UTF-32(LE|BE)?".*not supported/);
        }
      }
    }
    // A UTF-32 declaration in bytes that are 8-bit is a mistake, as a UTF-16 one would be: read as UTF-8.
    const items = parseFeed(decodeFeed(utf8(FEED_FIXTURES.utf32), null), "https://wide.example/rss");
    expect(items.map((item) => item.title)).toEqual(["Thirty-two bits a character"]);
  });
});
