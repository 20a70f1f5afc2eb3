import { unitPages } from "../../site/catalog/catalog.ts";
import { expect, openHydrated, test } from "./console.ts";
import { engineDisplay } from "./engine-display.ts";

const converterSlugs = unitPages.map((p) => p.path.slice(1));

function pageOf(slug: string) {
  const page = unitPages.find((p) => p.path === `/${slug}`);
  if (!page) throw new Error(`no converter page ${slug}`);
  return page.offer;
}

test.describe("every unit converter page converts in the browser", () => {
  for (const slug of converterSlugs) {
    test(`/${slug}: typing a value shows the engine's result`, async ({
      page,
      consoleErrors: _,
    }) => {
      const { from, to } = pageOf(slug);
      await openHydrated(page, `/${slug}`);
      const converter = page.getByRole("region", { name: "Converter" });
      await converter.getByLabel("From", { exact: true }).fill("3");
      await expect(converter.getByLabel("To", { exact: true })).toHaveValue(
        engineDisplay(slug, 3, from, to),
      );
    });
  }
});

test.describe("the reusable converter", () => {
  test("prerenders the default conversion for readers without JavaScript", async ({ request }) => {
    const html = await (await request.get("/length")).text();
    expect(html).toContain(`value="${engineDisplay("length", 1, "m", "ft")}"`);
    expect(html).toContain(`1 m = ${engineDisplay("length", 1, "m", "ft")} ft`);
  });

  test("edits both ways, recomputes on a unit change, clears together, ignores what it cannot read", async ({
    page,
    consoleErrors: _,
  }) => {
    await openHydrated(page, "/length");
    const from = page.getByLabel("From", { exact: true });
    const to = page.getByLabel("To", { exact: true });
    await to.fill("100");
    await expect(from).toHaveValue(engineDisplay("length", 100, "ft", "m"));
    await page.getByLabel("To unit").selectOption("in");
    await expect(to).toHaveValue(
      engineDisplay("length", Number(engineDisplay("length", 100, "ft", "m")), "m", "in"),
    );
    await from.fill("");
    await expect(to).toHaveValue("");
    await from.fill("abc");
    await expect(to).toHaveValue("");
    await from.fill("1,234.5");
    await expect(to).toHaveValue(engineDisplay("length", 1234.5, "m", "in"));
  });

  test("swap exchanges units and values", async ({ page, consoleErrors: _ }) => {
    await openHydrated(page, "/weight");
    await page.getByLabel("From", { exact: true }).fill("10");
    await page.getByRole("button", { name: /Swap/ }).click();
    await expect(page.getByLabel("From unit")).toHaveValue("lb");
    await expect(page.getByLabel("To unit")).toHaveValue("kg");
    await expect(page.getByLabel("From", { exact: true })).toHaveValue(
      engineDisplay("weight", 10, "kg", "lb"),
    );
    await expect(page.getByLabel("To", { exact: true })).toHaveValue("10");
  });

  test("a shared address opens showing its conversion; edits keep the address current without new history", async ({
    page,
    consoleErrors: _,
  }) => {
    await openHydrated(page, "/length?v=2&from=km&to=mi");
    await expect(page.getByLabel("To", { exact: true })).toHaveValue("1.242742");
    const history = await page.evaluate(() => window.history.length);
    await page.getByLabel("From", { exact: true }).fill("5");
    await page.getByLabel("To unit").selectOption("nmi");
    await expect(page).toHaveURL(/\/length\?v=5&from=km&to=nmi$/);
    expect(await page.evaluate(() => window.history.length)).toBe(history);
    await page.reload();
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    await expect(page.getByLabel("To", { exact: true })).toHaveValue(
      engineDisplay("length", 5, "km", "nmi"),
    );
  });

  test("a tiny value is shown in scientific form, never as 0", async ({
    page,
    consoleErrors: _,
  }) => {
    await openHydrated(page, "/length?v=1&from=nm&to=km");
    await expect(page.getByLabel("To", { exact: true })).toHaveValue("1e-12");
  });

  test("the copy button copies the result", async ({ page, context, consoleErrors: _ }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await openHydrated(page, "/cm-to-in?v=10");
    await page.getByRole("button", { name: "Copy result" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Copied" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      engineDisplay("cm-to-in", 10, "cm", "in"),
    );
  });

  test("works from the keyboard alone", async ({ page, consoleErrors: _ }) => {
    await openHydrated(page, "/speed");
    await page.getByLabel("From", { exact: true }).focus();
    await page.keyboard.press("Control+A");
    await page.keyboard.type("100");
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("From unit")).toBeFocused();
    // A long list has its filter after the select (issue 14).
    await page.keyboard.press("Tab");
    await expect(
      page.getByRole("searchbox", { name: "Find a unit to convert from" }),
    ).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: /Swap/ })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByLabel("To", { exact: true })).toHaveValue("100");
  });
});

test.describe("°C/°F pair pages", () => {
  for (const [slug, first, second] of [
    ["c-to-f", "c", "f"],
    ["f-to-c", "f", "c"],
  ] as const) {
    test(`/${slug}: fixed scales, both fields editable, swap moves the value`, async ({
      page,
      consoleErrors: _,
    }) => {
      await openHydrated(page, `/${slug}`);
      await expect(page.getByLabel("From unit")).toBeDisabled();
      await expect(page.getByLabel("To unit")).toBeDisabled();
      const from = page.getByLabel("From", { exact: true });
      const to = page.getByLabel("To", { exact: true });
      await from.fill("100");
      await expect(to).toHaveValue(engineDisplay(slug, 100, first, second));
      await to.fill("-40");
      await expect(from).toHaveValue("-40");
      await to.fill("451");
      const moved = await from.inputValue();
      await page.getByRole("button", { name: "Swap values" }).click();
      await expect(from).toHaveValue("451");
      await expect(to).toHaveValue(engineDisplay(slug, 451, first, second));
      expect(moved).toBe(engineDisplay(slug, 451, second, first));
    });
  }
});

test.describe("the temperature screen", () => {
  test("offers the scales and converts both ways with 2 decimals", async ({
    page,
    consoleErrors: _,
  }) => {
    await openHydrated(page, "/temperature");
    await expect(page.getByLabel("From", { exact: true })).toHaveAttribute(
      "placeholder",
      "Enter temperature",
    );
    await page.getByLabel("From", { exact: true }).fill("36.6");
    await expect(page.getByLabel("To", { exact: true })).toHaveValue("97.88");
    await page.getByLabel("To unit").selectOption("k");
    await expect(page.getByLabel("To", { exact: true })).toHaveValue("309.75");
  });
});

test.describe("the content section", () => {
  test("the FAQ opens one answer at a time, closes the open one, and works from the keyboard", async ({
    page,
    consoleErrors: _,
  }) => {
    await openHydrated(page, "/length");
    const faq = page.locator("details[name=faq]");
    expect(await faq.count()).toBeGreaterThanOrEqual(2);
    await faq.nth(0).locator("summary").click();
    await expect(faq.nth(0)).toHaveAttribute("open");
    await faq.nth(1).locator("summary").click();
    await expect(faq.nth(1)).toHaveAttribute("open");
    await expect(faq.nth(0)).not.toHaveAttribute("open");
    await faq.nth(1).locator("summary").click();
    await expect(faq.nth(1)).not.toHaveAttribute("open");
    await faq.nth(0).locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(faq.nth(0)).toHaveAttribute("open");
  });

  test("tables and formulas are in the served HTML, with the FAQ as FAQPage data", async ({
    request,
  }) => {
    const html = await (await request.get("/c-to-f")).text();
    expect(html).toContain("°F = °C × 1.8 + 32");
    expect(html).toContain(
      `100 °C</td><td class="py-1.5 pr-4">Fahrenheit</td><td class="py-1.5 font-medium">${engineDisplay("c-to-f", 100, "c", "f")} °F`,
    );
    expect(html).toContain('"@type":"FAQPage"');
  });
});

test("moving in the app from one converter page to another starts that page's own converter", async ({
  page,
  consoleErrors: _,
}) => {
  await openHydrated(page, "/length?v=2&from=km&to=mi");
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Weight" })
    .click();
  await expect(page).toHaveURL(/\/weight$/);
  await expect(page.getByLabel("From unit")).toHaveValue("kg");
  await expect(page.getByLabel("To unit")).toHaveValue("lb");
  await expect(page.getByLabel("To", { exact: true })).toHaveValue(
    engineDisplay("weight", 1, "kg", "lb"),
  );
});

test.describe("numbers people type (issue 15)", () => {
  test("a decimal comma converts as a decimal, and a mixed number of inches converts", async ({
    page,
    consoleErrors: _,
  }) => {
    await openHydrated(page, "/length");
    await page.getByLabel("From unit").selectOption("ft");
    await page.getByLabel("To unit").selectOption("in");
    const from = page.getByLabel("From", { exact: true });
    const to = page.getByLabel("To", { exact: true });
    await from.fill("1,5");
    await expect(to).toHaveValue(engineDisplay("length", 1.5, "ft", "in"));
    await expect(page.getByTestId("conversion-result")).toContainText("1,5 ft = 18 in");
    await from.fill("1 234,5");
    await expect(to).toHaveValue(engineDisplay("length", 1234.5, "ft", "in"));
    // Typed in the To field, read the same way.
    await to.fill("2,25");
    await expect(from).toHaveValue(engineDisplay("length", 2.25, "in", "ft"));

    await openHydrated(page, "/in-to-cm");
    await page.getByLabel("From", { exact: true }).fill("1 3/16");
    // 1 3/16 in = 1.1875 in.
    await expect(page.getByLabel("To", { exact: true })).toHaveValue(
      engineDisplay("in-to-cm", 1.1875, "in", "cm"),
    );
    await page.getByLabel("From", { exact: true }).fill("2½");
    await expect(page.getByLabel("To", { exact: true })).toHaveValue(
      engineDisplay("in-to-cm", 2.5, "in", "cm"),
    );
  });

  for (const [locale, value] of [
    ["en-US", 1234],
    ["de-DE", 1.234],
  ] as const) {
    test.describe(locale, () => {
      test.use({ locale });
      test(`reads an ambiguous 1,234 as ${value}, as the browser's language writes numbers`, async ({
        page,
        consoleErrors: _,
      }) => {
        await openHydrated(page, "/length");
        await page.getByLabel("From", { exact: true }).fill("1,234");
        await expect(page.getByLabel("To", { exact: true })).toHaveValue(
          engineDisplay("length", value, "m", "ft"),
        );
        // The converter's own text is read as written, whatever the language: a unit change after
        // typing in To converts the From text it wrote.
        await page.getByLabel("To", { exact: true }).fill("4,048556");
        const written = await page.getByLabel("From", { exact: true }).inputValue();
        await page.getByLabel("To unit").selectOption("cm");
        await expect(page.getByLabel("To", { exact: true })).toHaveValue(
          engineDisplay("length", Number(written), "m", "cm"),
        );
      });
    });
  }

  test("a result in inches also shows the nearest 1/64, in the live result, on a phone", async ({
    page,
    request,
    consoleErrors: _,
  }) => {
    // 1 cm = 1/2.54 in = 0.3937008 in = 25.197/64 in: nearest 25/64 = 0.390625, 0.0030758 short.
    const html = await (await request.get("/cm-to-in")).text();
    expect(html).toContain("≈ 25/64 in (+0.0031 in)");

    await page.setViewportSize({ width: 360, height: 740 });
    // A shared address's line is rendered with its answer (10 cm: see below).
    const shared = await (await request.get("/length?v=10&from=cm&to=in")).text();
    expect(shared).toContain("≈ 3 15/16 in (−0.00049 in)");

    await openHydrated(page, "/cm-to-in");
    const result = page.getByTestId("conversion-result");
    await expect(result).toHaveAttribute("aria-live", "polite");
    // Hydrated, before any edit: the line the server computed (its code loads on the first edit).
    await expect(result.getByTestId("inch-fraction")).toHaveText("≈ 25/64 in (+0.0031 in)");
    const from = page.getByLabel("From", { exact: true });
    // 13.335 cm = 13.335/2.54 in = 5.25 in = 5 1/4 in exactly.
    await from.fill("13.335");
    await expect(result.getByTestId("inch-fraction")).toHaveText("= 5 1/4 in");
    // 10 cm = 3.937008 in = 251.97/64 in: nearest 252/64 = 3 15/16 = 3.9375, 0.000492 over.
    await from.fill("10");
    await expect(result.getByTestId("inch-fraction")).toHaveText("≈ 3 15/16 in (−0.00049 in)");
    await expect(result.getByTestId("inch-fraction")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    // Not for other units.
    await openHydrated(page, "/in-to-cm");
    await page.getByLabel("From", { exact: true }).fill("5");
    await expect(page.getByTestId("conversion-result")).toContainText("5 in =");
    await expect(page.getByTestId("inch-fraction")).toHaveCount(0);
  });
});
