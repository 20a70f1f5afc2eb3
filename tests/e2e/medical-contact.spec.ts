import { expect, openHydrated, test } from "./console.ts";

test.describe("blood sugar converter", () => {
  test("converts both ways with the true factor and labels each field's band", async ({
    page,
    consoleErrors: _,
  }) => {
    await openHydrated(page, "/blood-sugar-converter");
    const converter = page.getByRole("region", { name: "Blood sugar converter" });
    const value = converter.getByLabel("Blood sugar value");
    const converted = converter.getByLabel("Converted value");
    await value.fill("99");
    await expect(converted).toHaveValue("5.50");
    await expect(converter.getByText("Normal (Fasting)")).toHaveCount(2);
    await converted.fill("3");
    await expect(value).toHaveValue("54.0");
    await expect(converter.getByText("Low (Hypoglycemia)")).toHaveCount(2);
    await value.fill("126");
    await expect(converter.getByText("High (Hyperglycemia)")).toHaveCount(2);
    await value.fill("-5");
    await expect(converted).toHaveValue("");
    await value.fill("100");
    await converter.getByRole("button", { name: /Swap/ }).click();
    await expect(converter.getByLabel("From unit")).toHaveValue("mmoll");
    await expect(value).toHaveValue("5.55");
    await expect(converted).toHaveValue("100");
  });

  test("shows the reference ranges, the disclaimer and HbA1c with its estimate", async ({
    page,
    consoleErrors: _,
  }) => {
    await openHydrated(page, "/blood-sugar-converter");
    await expect(page.getByText("These ranges are for fasting blood sugar.")).toBeVisible();
    await expect(page.getByRole("row", { name: /Normal 70-100 3.9-5.6/ })).toBeVisible();
    const hba1c = page.getByRole("region", { name: "HbA1c converter" });
    await hba1c.getByLabel("HbA1c in % (NGSP)").fill("7");
    await expect(hba1c.getByLabel("HbA1c in mmol/mol (IFCC)")).toHaveValue("53");
    await expect(hba1c.getByTestId("eag")).toHaveText(
      "Estimated average glucose: 154 mg/dL (8.6 mmol/L)",
    );
  });

  test("the twin paths show the same page", async ({ page, consoleErrors: _ }) => {
    await openHydrated(page, "/glucose-converter");
    await expect(page.getByRole("region", { name: "Blood sugar converter" })).toBeVisible();
  });
});

test.describe("contact form", () => {
  test("an empty field gives the Missing Information toast and sends nothing", async ({
    page,
    consoleErrors: _,
  }) => {
    let sent = 0;
    await page.route("**/api/send-contact-email", (route) => {
      sent++;
      return route.continue();
    });
    await openHydrated(page, "/contact");
    const form = page.getByRole("form", { name: "Send us a message" });
    await form.getByLabel("Name").fill("Ada");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("alert")).toContainText("Missing Information");
    await expect(page.getByRole("alert")).toContainText("Please fill in all required fields.");
    expect(sent).toBe(0);
  });

  test("a sent message gives the success toast and clears the form", async ({
    page,
    consoleErrors: _,
  }) => {
    await openHydrated(page, "/contact");
    const form = page.getByRole("form", { name: "Send us a message" });
    await form.getByLabel("Name").fill("Ada Lovelace");
    await form.getByLabel("Email").fill("ada@example.org");
    await form.getByLabel("Subject").fill("A unit request");
    await form.getByLabel("Message").fill("Could you add the poncelet?");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Message Sent!" })).toContainText(
      "Thank you for contacting us. We'll get back to you soon.",
    );
    await expect(form.getByLabel("Name")).toHaveValue("");
  });

  test("a failed send gives the error toast and keeps what was typed", async ({ page }) => {
    await page.route("**/api/send-contact-email", (route) => route.abort("connectionrefused"));
    await openHydrated(page, "/contact");
    const form = page.getByRole("form", { name: "Send us a message" });
    await form.getByLabel("Name").fill("Ada");
    await form.getByLabel("Email").fill("ada@example.org");
    await form.getByLabel("Subject").fill("Hello");
    await form.getByLabel("Message").fill("Hi");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("alert")).toContainText(
      "Failed to send message. Please try again later.",
    );
    await expect(form.getByLabel("Name")).toHaveValue("Ada");
  });
});
