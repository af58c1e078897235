/**
 * A small XML reader for feeds: one pass over the text, building a tree of elements and
 * text that keeps mixed content in order (so `<title>Foo <b>bar</b></title>` keeps "bar"),
 * with namespaces resolved (prefixes mapped to their URIs) and each element's parent known
 * (for xml:base).
 *
 * It refuses what is not well-formed (mismatched or unclosed tags, unquoted or repeated
 * attributes, text or a second element outside the root) and any DOCTYPE that declares
 * entities. It is lenient where real feeds commonly slip and nothing is lost: HTML named
 * entities (RSS 0.91's DTD declares them) and numeric references are decoded, a "&" that
 * starts no reference is kept as it is, control characters are left for the text cleaner.
 *
 * Every failure is a FeedParseError. Work is linear in the input: no backtracking regular
 * expressions over the document, no recursion while reading (a depth cap bounds the tree).
 */
import { FeedParseError } from "./feed-error";
import { decodeReferences } from "./text";

export interface XmlElement {
  /** The qualified name as written, e.g. "dc:date". */
  readonly name: string;
  /** The namespace URI ("" when the element has none). */
  readonly ns: string;
  /** The name without its prefix, e.g. "date". */
  readonly local: string;
  /**
   * Attributes as [name, value, name, value, ...]: qualified names as written ("href",
   * "xml:base", "rdf:about"), values decoded. A flat array: far lighter than a Map for the
   * one or two attributes an element has. Read them with `attribute`.
   */
  readonly attrs: readonly string[];
  readonly children: XmlNode[];
  readonly parent: XmlElement | null;
  /** Prefix → namespace URI in scope here ("" is the default namespace). */
  readonly scope: Scope;
}

/** A child is an element or a piece of text (entities decoded, CDATA taken literally). */
type XmlNode = XmlElement | string;

/** The namespaces in scope at an element: the default one, and prefixes declared here or above. */
interface Scope {
  readonly defaultNs: string;
  /** Prefixes declared on this element (null: none), looked up before the parent's. */
  readonly prefixes: ReadonlyMap<string, string> | null;
  readonly parent: Scope | null;
}

const XML_NS = "http://www.w3.org/XML/1998/namespace";

/** Elements nested deeper than this are refused: no feed needs it, and it bounds later recursion. */
const MAX_DEPTH = 256;

/**
 * Children kept per element from depth CAPPED_FROM_DEPTH down (inside an RSS item or an Atom
 * entry's title, summary, ...): more, and all they hold, are read and checked but not kept,
 * nor decoded. No such element of a feed needs more, and it bounds the memory and time a
 * 2 MB title of markup could take. The top levels, where the items are, are not capped.
 */
const MAX_CHILDREN = 10_000;
const CAPPED_FROM_DEPTH = 3;

function append(parent: XmlElement, child: XmlNode) {
  const children = parent.children;
  // Runs of white space are one space to every reader: between items (which leave the tree) they would pile up.
  if (child === " " && children[children.length - 1] === " ") return;
  if (children.length < MAX_CHILDREN) children.push(child);
}

const ROOT_SCOPE: Scope = {
  defaultNs: "",
  prefixes: new Map([
    ["xml", XML_NS],
    ["xmlns", "http://www.w3.org/2000/xmlns/"],
  ]),
  parent: null,
};

/**
 * Prefixes feeds use without declaring them (a common slip): read as their usual namespace
 * rather than dropped. A declared prefix always wins.
 */
const CONVENTIONAL_PREFIXES = new Map([
  ["dc", "http://purl.org/dc/elements/1.1/"],
  ["dcterms", "http://purl.org/dc/terms/"],
  ["content", "http://purl.org/rss/1.0/modules/content/"],
  ["atom", "http://www.w3.org/2005/Atom"],
  ["rdf", "http://www.w3.org/1999/02/22-rdf-syntax-ns#"],
  ["media", "http://search.yahoo.com/mrss/"],
]);

const NO_ATTRIBUTES: readonly string[] = [];

const isSpace = (c: number) => c === 32 || c === 10 || c === 9 || c === 13;
/** Where an element or attribute name ends: white space, > / = < or a quote. */
const isNameEnd = (c: number) => isSpace(c) || c === 62 || c === 47 || c === 61 || c === 60 || c === 34 || c === 39;
/** XML name characters (a little wider than the spec above U+00C0, which costs nothing here). */
const isNameStart = (c: number) => ((c | 32) >= 97 && (c | 32) <= 122) || c === 95 || c === 58 || c >= 0xc0;
const isNameChar = (c: number) => isNameStart(c) || (c >= 48 && c <= 57) || c === 45 || c === 46 || c === 0xb7;

/** The end of the XML name starting at `from` (from itself when there is none). */
function nameEnd(text: string, from: number): number {
  if (!isNameStart(text.charCodeAt(from))) return from;
  let p = from + 1;
  while (p < text.length && isNameChar(text.charCodeAt(p))) p++;
  return p;
}

function isBlank(text: string, from: number, to: number) {
  for (let i = from; i < to; i++) if (!isSpace(text.charCodeAt(i))) return false;
  return true;
}

function lineAt(text: string, at: number) {
  let line = 1;
  for (let i = text.indexOf("\n"); i !== -1 && i < at; i = text.indexOf("\n", i + 1)) line++;
  return line;
}

const decodeText = decodeReferences;

/** Resolves a prefix: declared in scope, else a conventional one, else a namespace of its own. */
function namespaceOf(scope: Scope, prefix: string): string {
  if (!prefix) return scope.defaultNs;
  for (let at: Scope | null = scope; at; at = at.parent) {
    const declared = at.prefixes?.get(prefix);
    if (declared !== undefined) return declared;
  }
  return CONVENTIONAL_PREFIXES.get(prefix) ?? `urn:x-undeclared-prefix:${prefix}`;
}

/** The value of the attribute with this qualified name (as written: "href", "xml:base"). */
export function attribute(element: XmlElement, name: string): string | undefined {
  const attrs = element.attrs;
  for (let i = 0; i < attrs.length; i += 2) if (attrs[i] === name) return attrs[i + 1];
  return undefined;
}

/** The value of an attribute in a namespace (e.g. rdf:about), whatever prefix it was written with. */
export function attributeNS(element: XmlElement, ns: string, local: string): string | undefined {
  const attrs = element.attrs;
  for (let i = 0; i < attrs.length; i += 2) {
    const name = attrs[i] ?? "";
    const colon = name.indexOf(":");
    if (colon > 0 && name.slice(colon + 1) === local && namespaceOf(element.scope, name.slice(0, colon)) === ns) {
      return attrs[i + 1];
    }
  }
  return undefined;
}

/**
 * Called as each element ends, with its content complete and its ancestors still open.
 * Returning false leaves the element out of its parent's children: a reader that takes
 * what it needs from each feed item as it ends keeps the tree (and the memory) small.
 */
type ElementVisitor = (element: XmlElement) => boolean;

/** Parses a whole document; returns its root element (without the elements `visit` left out). */
export function readXml(input: string, visit?: ElementVisitor): XmlElement {
  const text = input;
  const n = text.length;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;

  while (i < n && isSpace(text.charCodeAt(i))) i++;
  if (i >= n) throw new FeedParseError("not_xml", "The feed is empty.");
  if (text.charCodeAt(i) !== 60)
    throw new FeedParseError("not_xml", "The feed is not XML: it does not start with '<'.");

  const fail = (at: number, message: string): never => {
    throw new FeedParseError("malformed", `Malformed XML: ${message} (line ${lineAt(text, at)}).`);
  };

  /** The open elements; a name alone stands for one past MAX_CHILDREN: read and checked, not kept. */
  const stack: (XmlElement | string)[] = [];
  let root: XmlElement | null = null;
  let doctypeSeen = false;

  /** An element is complete: the visitor may take it out of its parent (it is the parent's last child). */
  const ended = (element: XmlElement) => {
    const parent = element.parent;
    if (visit && parent && !visit(element) && parent.children[parent.children.length - 1] === element) {
      parent.children.pop();
    }
  };
  const repeated = (at: number, attribute: string, element: string) =>
    fail(at, `the attribute ${attribute} is repeated in <${element}>`);

  const skipQuoted = (p: number) => {
    const close = text.indexOf(text[p] ?? '"', p + 1);
    return close < 0 ? fail(p, "an unterminated quoted string in the DOCTYPE") : close + 1;
  };

  const readInternalSubset = (start: number): number => {
    let p = start;
    while (p < n) {
      const c = text.charCodeAt(p);
      if (c === 93 /* ] */) return p + 1;
      if (c === 34 || c === 39) {
        p = skipQuoted(p);
      } else if (c === 60 && text.startsWith("<!--", p)) {
        const close = text.indexOf("-->", p + 4);
        if (close < 0) fail(p, "an unterminated comment in the DOCTYPE");
        p = close + 3;
      } else if (c === 60 && text.slice(p, p + 8).toUpperCase() === "<!ENTITY") {
        throw new FeedParseError(
          "entity_declaration",
          `The feed's DOCTYPE declares entities (line ${lineAt(text, p)}); such feeds are refused.`,
        );
      } else {
        p++;
      }
    }
    return fail(start, "an unterminated DOCTYPE");
  };

  const readDoctype = (lt: number): number => {
    if (root || doctypeSeen) fail(lt, "a DOCTYPE after the document began");
    doctypeSeen = true;
    let p = lt + 9;
    while (p < n) {
      const c = text.charCodeAt(p);
      if (c === 62 /* > */) return p + 1;
      if (c === 34 || c === 39) p = skipQuoted(p);
      else if (c === 91 /* [ */) p = readInternalSubset(p + 1);
      else p++;
    }
    return fail(lt, "an unterminated DOCTYPE");
  };

  const readStartTag = (lt: number): number => {
    let p = nameEnd(text, lt + 1);
    if (p === lt + 1 || (p < n && !isNameEnd(text.charCodeAt(p)))) fail(lt, "'<' not followed by an element name");
    const name = text.slice(lt + 1, p);
    const top = stack[stack.length - 1];
    const detached =
      typeof top === "string" ||
      (top !== undefined && stack.length >= CAPPED_FROM_DEPTH && top.children.length >= MAX_CHILDREN);

    let attrs: string[] | null = null;
    let seen: Set<string> | null = null;
    let selfClosing = false;
    for (;;) {
      const spaceStart = p;
      while (p < n && isSpace(text.charCodeAt(p))) p++;
      if (p >= n) fail(lt, `the tag <${name}> is never closed with '>'`);
      const c = text.charCodeAt(p);
      if (c === 62 /* > */) {
        p++;
        break;
      }
      if (c === 47 /* / */) {
        if (text.charCodeAt(p + 1) !== 62) fail(p, `'/' inside <${name}>`);
        selfClosing = true;
        p += 2;
        break;
      }
      if (p === spaceStart) fail(p, `no white space before an attribute of <${name}>`);
      const attrStart = p;
      p = nameEnd(text, p);
      if (p === attrStart || (p < n && !isNameEnd(text.charCodeAt(p))))
        fail(attrStart, `a bad attribute name in <${name}>`);
      const attrName = text.slice(attrStart, p);
      while (p < n && isSpace(text.charCodeAt(p))) p++;
      if (text.charCodeAt(p) !== 61 /* = */) fail(p, `the attribute ${attrName} of <${name}> has no value`);
      p++;
      while (p < n && isSpace(text.charCodeAt(p))) p++;
      const quote = text.charCodeAt(p);
      if (quote !== 34 && quote !== 39) fail(p, `the value of ${attrName} in <${name}> is not quoted`);
      const close = text.indexOf(quote === 34 ? '"' : "'", p + 1);
      if (close < 0) fail(p, `the value of ${attrName} in <${name}> is never closed`);
      const raw = text.slice(p + 1, close);
      if (raw.includes("<")) fail(p, `'<' in the value of ${attrName} in <${name}>`);
      attrs ??= [];
      if (attrs.length < 32) {
        for (let a = 0; a < attrs.length; a += 2) if (attrs[a] === attrName) repeated(attrStart, attrName, name);
      } else {
        // Many attributes: a set keeps the check linear.
        if (!seen) {
          seen = new Set();
          for (let a = 0; a < attrs.length; a += 2) seen.add(attrs[a] ?? "");
        }
        if (seen.has(attrName)) repeated(attrStart, attrName, name);
        seen.add(attrName);
      }
      attrs.push(attrName, detached ? raw : decodeText(raw));
      p = close + 1;
    }

    if (stack.length >= MAX_DEPTH && !selfClosing) fail(lt, `elements nested deeper than ${MAX_DEPTH} levels`);
    if (detached) {
      if (!selfClosing) stack.push(name);
      return p;
    }
    const parent = typeof top === "object" ? top : null;
    if (!parent && root) fail(lt, `a second root element <${name}>`);
    let scope = parent?.scope ?? ROOT_SCOPE;
    if (attrs) {
      let defaultNs = scope.defaultNs;
      let prefixes: Map<string, string> | null = null;
      for (let a = 0; a < attrs.length; a += 2) {
        const attr = attrs[a] ?? "";
        if (attr === "xmlns") defaultNs = attrs[a + 1] ?? "";
        else if (attr.startsWith("xmlns:")) (prefixes ??= new Map()).set(attr.slice(6), attrs[a + 1] ?? "");
      }
      if (prefixes || defaultNs !== scope.defaultNs) scope = { defaultNs, prefixes, parent: scope };
    }
    const colon = name.indexOf(":");
    const element: XmlElement = {
      name,
      ns: namespaceOf(scope, colon < 0 ? "" : name.slice(0, colon)),
      local: colon < 0 ? name : name.slice(colon + 1),
      attrs: attrs ?? NO_ATTRIBUTES,
      children: [],
      parent,
      scope,
    };
    if (parent) append(parent, element);
    else root = element;
    if (selfClosing) ended(element);
    else stack.push(element);
    return p;
  };

  while (i < n) {
    const lt = text.indexOf("<", i);
    const end = lt < 0 ? n : lt;
    if (end > i) {
      const current = stack[stack.length - 1];
      // White space alone is kept as one space: all later readers collapse white space anyway.
      if (typeof current === "string" || (current && current.children.length >= MAX_CHILDREN)) {
        // inside an element that is not kept, or one that keeps no more children: nothing to decode
      } else if (isBlank(text, i, end)) {
        if (current) append(current, " ");
      } else if (current) append(current, decodeText(text.slice(i, end)));
      else fail(i, root ? "text after the root element" : "text before the root element");
    }
    if (lt < 0) break;

    const next = text.charCodeAt(lt + 1);
    if (next === 47 /* / */) {
      const open = stack.pop();
      const openName = typeof open === "string" ? open : open?.name;
      let p = lt + 2 + (openName?.length ?? 0);
      while (p < n && isSpace(text.charCodeAt(p))) p++;
      if (openName === undefined || !text.startsWith(openName, lt + 2) || text.charCodeAt(p) !== 62 /* > */) {
        const name = text.slice(lt + 2, nameEnd(text, lt + 2));
        if (openName === undefined) fail(lt, `</${name}> closes nothing`);
        if (name !== openName) fail(lt, `</${name}> where </${openName}> was expected`);
        fail(lt, p >= n ? `the end tag </${name} is never closed with '>'` : `'${text[p]}' in the end tag </${name}>`);
      }
      if (typeof open === "object") ended(open);
      i = p + 1;
    } else if (next === 33 /* ! */) {
      if (text.startsWith("<!--", lt)) {
        const close = text.indexOf("-->", lt + 4);
        if (close < 0) fail(lt, "an unterminated comment");
        i = close + 3;
      } else if (text.startsWith("<![CDATA[", lt)) {
        const current = stack[stack.length - 1];
        if (!current) fail(lt, "CDATA outside the root element");
        const close = text.indexOf("]]>", lt + 9);
        if (close < 0) fail(lt, "an unterminated CDATA section");
        if (typeof current === "object") append(current, text.slice(lt + 9, close));
        i = close + 3;
      } else if (text.slice(lt, lt + 9).toUpperCase() === "<!DOCTYPE") {
        i = readDoctype(lt);
      } else {
        fail(lt, "an unknown '<!' declaration");
      }
    } else if (next === 63 /* ? */) {
      const close = text.indexOf("?>", lt + 2);
      if (close < 0) fail(lt, "an unterminated processing instruction");
      i = close + 2;
    } else {
      i = readStartTag(lt);
    }
  }

  const open = stack[stack.length - 1];
  if (open) fail(n, `<${typeof open === "string" ? open : open.name}> is never closed`);
  if (!root) throw new FeedParseError("not_xml", "The feed holds no XML element.");
  return root;
}
