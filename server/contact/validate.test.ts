import { describe, expect, it } from "vitest";
import { isPlausibleEmail, LIMITS, validateContact } from "./validate.ts";

const good = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  subject: "A question about units",
  message: "How many furlongs\nare in a mile?",
};

const errorOf = (body: unknown) => {
  const result = validateContact(body);
  return result.kind === "invalid" ? result.error : result.kind;
};

describe("validateContact", () => {
  it("accepts the four fields, trimmed, keeping line breaks in the message", () => {
    expect(
      validateContact({
        name: "  Ada Lovelace ",
        email: " ada@example.com\t",
        subject: " A question about units ",
        message: "\n How many furlongs\nare in a mile? \n",
        website: "",
      }),
    ).toEqual({
      kind: "valid",
      message: { ...good, message: "How many furlongs\nare in a mile?" },
    });
  });

  it.each([
    ["a JSON list", [good]],
    ["null", null],
    ["a string", "hello"],
    ["a number", 42],
  ])("refuses a body that is %s, not an object", (_, body) => {
    expect(errorOf(body)).toBe(
      "The request body must be a JSON object with name, email, subject and message.",
    );
  });

  it.each([
    ["name", "Please enter your name."],
    ["email", "Please enter your e-mail address."],
    ["subject", "Please enter a subject."],
    ["message", "Please write a message."],
  ] as const)("asks for a missing, null, empty or blank %s", (field, error) => {
    for (const value of [undefined, null, "", "   \n\t "]) {
      expect(errorOf({ ...good, [field]: value })).toBe(error);
    }
  });

  it.each([
    ["name", "Your name must be text."],
    ["email", "Your e-mail address must be text."],
    ["subject", "The subject must be text."],
    ["message", "Your message must be text."],
  ] as const)("refuses a %s that is not text", (field, error) => {
    for (const value of [42, true, ["a"], { text: "a" }]) {
      expect(errorOf({ ...good, [field]: value })).toBe(error);
    }
  });

  it.each([
    ["name", 100],
    ["subject", 200],
    ["message", 5000],
  ] as const)("accepts a %s of exactly %i characters and refuses one more", (field, limit) => {
    expect(LIMITS[field]).toBe(limit);
    expect(validateContact({ ...good, [field]: "a".repeat(limit) }).kind).toBe("valid");
    expect(errorOf({ ...good, [field]: "a".repeat(limit + 1) })).toMatch(
      new RegExp(`too long: ${limit + 1} characters, at most ${limit} are accepted\\.$`),
    );
  });

  it("counts characters, not UTF-16 units or bytes, and only after trimming", () => {
    expect(validateContact({ ...good, name: "😀".repeat(100) }).kind).toBe("valid");
    expect(validateContact({ ...good, name: `  ${"é".repeat(100)}  ` }).kind).toBe("valid");
    expect(errorOf({ ...good, name: "😀".repeat(101) })).toBe(
      "Your name is too long: 101 characters, at most 100 are accepted.",
    );
  });

  it("accepts an e-mail address of exactly 254 characters and refuses 255", () => {
    // 64 + "@" + 63 + "." + 63 + "." + n + ".com"
    const address = (n: number) =>
      `${"a".repeat(64)}@${"d".repeat(63)}.${"d".repeat(63)}.${"d".repeat(n)}.com`;
    const at254 = address(57);
    const at255 = address(58);
    expect(at254).toHaveLength(254);
    expect(at255).toHaveLength(255);
    expect(validateContact({ ...good, email: at254 }).kind).toBe("valid");
    expect(errorOf({ ...good, email: at255 })).toBe(
      "Your e-mail address is too long: 255 characters, at most 254 are accepted.",
    );
  });

  it.each([
    "plainaddress",
    "@example.com",
    "ada@",
    "ada@example",
    "ada@@example.com",
    "ada@exa mple.com",
    "ada lovelace@example.com",
    "ada@example.c",
    "ada@example.123",
    ".ada@example.com",
    "ada.@example.com",
    "a..da@example.com",
    "ada@-example.com",
    "ada@example-.com",
    "ada@example..com",
    '"ada"@example.com',
    "Ada <ada@example.com>",
    "ada@example.com, eve@example.com",
    "ada@example.com\nBcc: eve@example.com",
    `${"a".repeat(65)}@example.com`,
  ])("refuses the implausible e-mail address %j", (email) => {
    expect(errorOf({ ...good, email })).toMatch(
      /^(Please enter a valid e-mail address, like name@example\.com\.|Your e-mail address contains characters that cannot be sent\.)$/,
    );
  });

  it.each([
    "ada@example.com",
    "ada.lovelace+units@mail.example.co.uk",
    "o'brien@example.ie",
    "user_1-x@sub-domain.example.museum",
    "jörg@bücher.de",
    "用户@例子.广告",
    `${"a".repeat(64)}@example.com`,
  ])("accepts the plausible e-mail address %j", (email) => {
    expect(isPlausibleEmail(email)).toBe(true);
    expect(validateContact({ ...good, email }).kind).toBe("valid");
  });

  it.each([
    ["name", "Ada\nLovelace", "Your name must fit on one line."],
    ["name", "Ada\r\nBcc: eve@example.com", "Your name must fit on one line."],
    ["subject", "Hello\rBcc: eve@example.com", "The subject must fit on one line."],
    ["subject", "Hello\u2028there", "The subject must fit on one line."],
  ] as const)("refuses a line break inside the %s (header injection)", (field, value, error) => {
    expect(errorOf({ ...good, [field]: value })).toBe(error);
  });

  it.each([
    ["name", "Ada\u0000", "Your name contains characters that cannot be sent."],
    ["subject", "Hi\u001b[31m", "The subject contains characters that cannot be sent."],
    ["message", "Hello\u0007", "Your message contains characters that cannot be sent."],
    ["message", "Hello\u0085there", "Your message contains characters that cannot be sent."],
  ] as const)("refuses control characters in the %s", (field, value, error) => {
    expect(errorOf({ ...good, [field]: value })).toBe(error);
  });

  it("keeps tabs and line breaks in the message", () => {
    const message = "Line one\r\n\tLine two\nLine three";
    expect(validateContact({ ...good, message })).toEqual({
      kind: "valid",
      message: { ...good, message },
    });
  });

  it.each([
    ["a URL", "https://spam.example"],
    ["any text", "x"],
    ["a number", 0],
    ["false", false],
    ["a list", []],
  ])("recognises a filled honeypot (%s), before any other check", (_, website) => {
    expect(validateContact({ ...good, website }).kind).toBe("honeypot");
    expect(validateContact({ website }).kind).toBe("honeypot");
  });

  it("ignores an absent, null or blank honeypot and fields it does not know", () => {
    for (const website of [undefined, null, "", "  "]) {
      expect(validateContact({ ...good, website, extra: 1 }).kind).toBe("valid");
    }
  });
});
