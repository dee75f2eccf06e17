import { buyBouncer } from "./support/checkout";
import { expect, test } from "./support/fixtures";
import { COMMERCE_URL } from "./support/ports";

test("a shopper finds their order by number and email, picks an item and a reason, and gets a return number", async ({
  page,
}) => {
  const number = await buyBouncer(page, "nl-NL");
  await page.goto("/guides/returns/");
  await page.getByRole("main").getByRole("link", { name: "Retour aanmelden" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Retour aanmelden");

  const orderNumber = page.getByRole("textbox", { name: "Bestelnummer" });
  const email = page.getByRole("textbox", { name: "E-mailadres" });
  const find = page.getByRole("button", { name: "Zoek mijn bestelling" });
  // An order that does not exist: said at its field, which gets the focus; nothing typed is lost.
  await orderNumber.fill("BS-000000-AAAAA");
  await email.fill("parent@example.com");
  await find.click();
  await expect(orderNumber).toHaveAccessibleDescription(
    "We kunnen bestelling BS-000000-AAAAA niet vinden. Controleer het nummer in je bevestigingsmail.",
  );
  await expect(orderNumber).toBeFocused();
  await expect(email).toHaveValue("parent@example.com");

  // The right order, typed in lower case, with another address: said at the email field.
  await orderNumber.fill(number.toLowerCase());
  await email.fill("someone@example.com");
  await find.click();
  await expect(email).toHaveAccessibleDescription(
    new RegExp(`^Bestelling ${number.toLowerCase()} is met een ander e-mailadres`),
  );
  await expect(email).toBeFocused();
  await expect(orderNumber).toHaveValue(number.toLowerCase());

  // A reload keeps what was typed.
  await page.reload();
  await expect(orderNumber).toHaveValue(number.toLowerCase());
  await expect(email).toHaveValue("someone@example.com");

  await email.fill("Parent@Example.com");
  await find.click();
  await expect(page.getByRole("heading", { level: 2 })).toHaveText(`Producten van bestelling ${number}`);
  const reason = page.getByRole("combobox", { name: /^Reden om 1 × Wipstoel Bliss/ });
  await page.getByRole("button", { name: "Retour aanmelden" }).click();
  await expect(reason).toHaveAccessibleDescription("Kies een reden bij minstens één product.");
  await reason.selectOption({ label: "Liever een andere kleur" });
  await page.getByRole("button", { name: "Retour aanmelden" }).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Retour aangemeld");
  await expect(page.getByRole("main")).toContainText(`Je retournummer is ${number}-R1.`);
  await expect(page.getByRole("main")).toContainText("1 × Wipstoel Bliss");
});

test("in English, the return form is English and a step back keeps the order's details", async ({ page }) => {
  const number = await buyBouncer(page, "en-US");
  await page.goto("/en-US/returns-and-warranty/");
  await page.getByRole("main").getByRole("link", { name: "Request a return" }).click();
  await expect(page).toHaveURL("/en-US/return-request/");
  await page.getByRole("textbox", { name: "Order number" }).fill(number);
  await page.getByRole("textbox", { name: "Email address" }).fill("parent@example.com");
  await page.getByRole("button", { name: "Find my order" }).click();
  await expect(page.getByRole("heading", { level: 2 })).toHaveText(`Items of order ${number}`);
  await page
    .getByRole("combobox", { name: /^Reason for returning 1 × Bouncer Bliss/ })
    .selectOption("damaged");
  await page.getByRole("button", { name: "Change order number or email" }).click();
  await expect(page.getByRole("textbox", { name: "Order number" })).toHaveValue(number);
  await page.getByRole("button", { name: "Find my order" }).click();
  await expect(page.getByRole("combobox", { name: /^Reason for returning 1 × Bouncer Bliss/ })).toHaveValue(
    "damaged",
  );
});

test("a lookup the platform cannot answer says so, keeps what was typed, and works once it answers", async ({
  page,
  problems,
}) => {
  // The commerce engine does not answer, until it does.
  const engine = `${COMMERCE_URL}/shop-api**`;
  await page.route(engine, (route) => route.abort("connectionrefused"));
  problems.expect(/shop-api/);
  await page.goto("/en-US/return-request/");
  const orderNumber = page.getByRole("textbox", { name: "Order number" });
  const find = page.getByRole("button", { name: "Find my order" });
  await expect(find).toBeEnabled();
  await orderNumber.fill("BS-000000-AAAAA");
  await page.getByRole("textbox", { name: "Email address" }).fill("parent@example.com");
  await find.click();
  await expect(page.getByRole("alert")).toHaveText(
    "We could not look up your order. Check your connection and try again; what you typed is kept.",
  );
  await expect(orderNumber).toHaveValue("BS-000000-AAAAA");

  await page.unroute(engine);
  await find.click();
  await expect(orderNumber).toHaveAccessibleDescription(/^We cannot find order BS-000000-AAAAA/);
  await expect(page.getByRole("alert")).toHaveCount(0);
});
