import {
  articleHeadings,
  isSitePath,
  markdownReferences,
  readingMinutes,
  renderMarkdown,
  splitAfterSections,
} from "./markdown";

/** The HTML of a text, parsed as the browser would, to ask questions of it. */
const rendered = (markdown: string, size = { width: 1200, height: 675 }) => {
  const container = document.createElement("div");
  container.innerHTML = renderMarkdown(markdown, { imageSize: () => size });
  return container;
};

describe("renderMarkdown", () => {
  it("renders every element an article uses", () => {
    const html = rendered(
      [
        "## Section",
        "### Subsection",
        "A paragraph with **bold**, *italics*, ~~struck~~ and `code`.",
        "> A quotation.",
        "- one\n- two",
        "1. first\n2. second",
        "| Term | Meaning |\n|---|---|\n| CAPA | Corrective and preventive action |",
        "[A page of this site](/gmpaudits/), [a source](https://cdsco.gov.in/) and [mail](mailto:info@example.com).",
        "![A chart of the deadlines](/images/insights/chart.png)",
      ].join("\n\n"),
    );
    expect(html.querySelector("h2")).toHaveTextContent("Section");
    expect(html.querySelector("h3")).toHaveTextContent("Subsection");
    expect(html.querySelector("strong")).toHaveTextContent("bold");
    expect(html.querySelector("em")).toHaveTextContent("italics");
    expect(html.querySelector("del")).toHaveTextContent("struck");
    expect(html.querySelector("code")).toHaveTextContent("code");
    expect(html.querySelector("blockquote")).toHaveTextContent("A quotation.");
    expect(html.querySelectorAll("ul > li")).toHaveLength(2);
    expect(html.querySelectorAll("ol > li")).toHaveLength(2);
    expect(html.querySelector("table th")).toHaveTextContent("Term");
    expect(html.querySelector("table td")).toHaveTextContent("CAPA");
    expect(html.querySelector('a[href="/gmpaudits/"]')).not.toHaveAttribute("rel");
    expect(html.querySelector('a[href="https://cdsco.gov.in/"]')).toHaveAttribute("rel", "noopener");
    expect(html.querySelector('a[href="mailto:info@example.com"]')).toHaveTextContent("mail");
    const image = html.querySelector("img");
    expect(image).toHaveAttribute("src", "/images/insights/chart.png");
    expect(image).toHaveAttribute("alt", "A chart of the deadlines");
    expect(image).toHaveAttribute("width", "1200");
    expect(image).toHaveAttribute("height", "675");
    expect(image).toHaveAttribute("loading", "lazy");
  });

  it("starts the text's headings at h2, under the article's title", () => {
    const html = rendered("# A first-level heading");
    expect(html.querySelector("h1")).toBeNull();
    expect(html.querySelector("h2")).toHaveTextContent("A first-level heading");
  });

  it.each([
    ["a script", "<script>window.ran = 1</script>", "script"],
    ["a style", "<style>body { display: none }</style>", "style"],
    ["a frame", '<iframe src="https://example.com/"></iframe>', "iframe"],
    ["an event handler", "<img src=x onerror=alert(1)>", "[onerror]"],
    ["an inline handler on formatting", "<b onclick=alert(1)>bold</b>", "[onclick]"],
    ["a form", '<form action="https://example.com/"><input name="q"></form>', "form, input"],
  ])("never lets raw HTML through: %s", (_name, markdown, selector) => {
    const html = renderMarkdown(`Before\n\n${markdown}\n\nAfter`);
    const container = rendered(`Before\n\n${markdown}\n\nAfter`);
    expect(container.querySelector(selector)).toBeNull();
    expect(html).not.toMatch(/<(script|style|iframe|form|input|b)\b|on(error|click)=/i);
    expect(container).toHaveTextContent(/^Before.*After$/);
  });

  it.each([
    ["javascript:", "javascript:alert(1)"],
    ["javascript: in capitals", "JAVASCRIPT:alert(1)"],
    ["an encoded javascript:", "jav&#x61;script:alert(1)"],
    ["data:", "data:text/html,<script>alert(1)</script>"],
    ["plain http:", "http://example.com/"],
    ["another host without a scheme", "//example.com/"],
    ["vbscript:", "vbscript:msgbox(1)"],
  ])("leaves a link to %s as its text", (_name, href) => {
    const html = rendered(`Read [the guidance](${href}) today.`);
    expect(html.querySelector("a")).toBeNull();
    expect(html).toHaveTextContent("Read the guidance today.");
  });

  it.each([
    ["another site's picture", "![A chart](https://example.com/chart.png)"],
    ["a javascript: picture", "![A chart](javascript:alert(1))"],
    ["a picture with no description", "![](/images/insights/chart.png)"],
    ["a picture with a blank description", "![  ](/images/insights/chart.png)"],
  ])("drops %s", (_name, markdown) => {
    expect(rendered(markdown).querySelector("img")).toBeNull();
  });

  it("keeps a quote in a picture's description inside the attribute", () => {
    const image = rendered('![A chart" onerror="alert(1)](/images/insights/chart.png)').querySelector("img");
    expect(image).toHaveAttribute("alt", 'A chart" onerror="alert(1)');
    expect(image).not.toHaveAttribute("onerror");
  });

  it("leaves a picture without a known size unsized rather than guessing", () => {
    const container = document.createElement("div");
    container.innerHTML = renderMarkdown("![A chart](/images/insights/chart.png)");
    expect(container.querySelector("img")).not.toHaveAttribute("width");
  });

  it("gives no element an id or a class of the editor's, so the text cannot take over the page's own", () => {
    const html = renderMarkdown("## Heading {#main}\n\n- [ ] a task\n\nText[^1]\n\n[^1]: A note.");
    expect(html).not.toMatch(/\s(class|name)=/);
    // Only the site's own anchor on the heading (see "article headings").
    expect(html.match(/\sid="[^"]*"/g)).toEqual([' id="heading-main"']);
    expect(html).not.toMatch(/<input/);
    expect(rendered("Text[^1]\n\n[^1]: A note.")).toHaveTextContent("Text[^1] [^1]: A note.");
  });
});

describe("markdownReferences", () => {
  it("lists inline and reference links and pictures for the data check", () => {
    const references = markdownReferences(
      "[a](/training/) [b][ref] ![Chart](/images/a.png) ![Map][pic]\n\n[ref]: /aboutus/\n[pic]: /images/b.png",
    );
    expect(references.links).toEqual(["/training/", "/aboutus/"]);
    expect(references.images).toEqual([
      { src: "/images/a.png", alt: "Chart" },
      { src: "/images/b.png", alt: "Map" },
    ]);
  });
});

describe("isSitePath", () => {
  it.each([
    ["/", true],
    ["/training/", true],
    ["/images/a.png", true],
    ["//example.com/", false],
    ["/\\example.com", false],
    ["https://example.com/", false],
    ["training/", false],
  ])("%s → %s", (href, expected) => expect(isSitePath(href)).toBe(expected));
});

describe("readingMinutes", () => {
  it("counts about two hundred words a minute, and never less than one", () => {
    expect(readingMinutes("word ".repeat(1000))).toBe(5);
    expect(readingMinutes("word ".repeat(10))).toBe(1);
    expect(readingMinutes("")).toBe(1);
  });
});

describe("article headings", () => {
  const text = [
    "# A title written as h1",
    "Intro.",
    "## What it is, and is not",
    "### A subsection",
    "## Main",
    "## What it is, and is not",
    "## <em>Sources</em>",
  ].join("\n\n");

  it("gives each h2 an anchor made of its words, numbered on a repeat and never a frame id", () => {
    const headings = articleHeadings(text);
    expect(headings).toEqual([
      { id: "a-title-written-as-h1", text: "A title written as h1" },
      { id: "what-it-is-and-is-not", text: "What it is, and is not" },
      { id: "main-2", text: "Main" },
      { id: "what-it-is-and-is-not-2", text: "What it is, and is not" },
      { id: "sources", text: "Sources" },
    ]);
    const html = rendered(text);
    expect([...html.querySelectorAll("h2")].map((h2) => h2.id)).toEqual(headings.map(({ id }) => id));
    expect(html.querySelector("h3")).not.toHaveAttribute("id");
  });

  it("takes no id written by the editor", () => {
    const html = rendered('## Heading {#planted}\n\n<h2 id="planted">Raw</h2>');
    expect(html.querySelector("#planted")).toBeNull();
  });
});

describe("splitAfterSections", () => {
  const html = renderMarkdown(
    ["Opening.", "## One", "First.", "## Two", "Second, with `<h2>` as text.", "## Three", "Third."].join(
      "\n\n",
    ),
  );

  it("cuts before the section after the second, the text's own <h2> words left as text", () => {
    const [first, rest] = splitAfterSections(html, 2);
    expect(first).toContain("Second, with <code>&#x3C;h2></code> as text.");
    expect(first).not.toContain("Three");
    expect(rest).toMatch(/^<h2 id="three">Three<\/h2>/);
    expect(first + rest).toBe(html);
  });

  it("keeps the whole text before the cut when there are no more sections", () => {
    expect(splitAfterSections(html, 3)).toEqual([html, ""]);
  });
});
