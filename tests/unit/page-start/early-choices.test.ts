// @vitest-environment jsdom
import { beforeEach, expect, it } from "vitest";
import { tellEarlyChoices } from "../../../src/page-start/early-choices";

/** What React hears: each change and click, with the value or state the control has then. */
let heard: string[];

const page = () => {
  document.body.innerHTML =
    '<select id="quantity"><option selected>1</option><option>2</option><option>3</option></select>' +
    '<select id="sort"><option value="relevance" selected>Featured</option><option value="price-asc">Price</option></select>' +
    '<label><input id="black" type="checkbox"> Black</label>' +
    '<input id="standard" type="radio" name="shipping" value="standard" checked><input id="express" type="radio" name="shipping" value="express">';
  const byId = <T>(id: string) => document.getElementById(id) as T;
  return {
    quantity: byId<HTMLSelectElement>("quantity"),
    black: byId<HTMLInputElement>("black"),
    standard: byId<HTMLInputElement>("standard"),
    express: byId<HTMLInputElement>("express"),
  };
};

beforeEach(() => {
  heard = [];
  // React hears a list's change, and a checkbox's or radio button's click.
  document.body.onchange = (event) => {
    const target = event.target as HTMLSelectElement;
    if (target.tagName === "SELECT") heard.push(`change ${target.id} ${target.value}`);
  };
  document.body.onclick = (event) => {
    const target = event.target as HTMLInputElement;
    heard.push(`click ${target.id} ${target.checked}`);
  };
});

it("tells nothing of a page as it was rendered", () => {
  page();
  tellEarlyChoices(document);
  expect(heard).toEqual([]);
});

it("tells each list's option, checkbox and radio button chosen, as the shopper's change or tap", () => {
  const { quantity, black, standard, express } = page();
  quantity.value = "3";
  black.click();
  express.click();
  heard = [];
  tellEarlyChoices(document);
  expect(heard).toEqual(["change quantity 3", "click black true", "click express true"]);
  expect([quantity.value, black.checked, standard.checked, express.checked]).toEqual([
    "3",
    true,
    false,
    true,
  ]);
});

it("tells every choice as made, though telling one renders another back first", () => {
  document.body.innerHTML =
    '<input id="sand" type="radio" name="colour" value="sand">' +
    '<select id="quantity"><option selected>1</option><option>2</option><option>3</option></select>';
  const sand = document.getElementById("sand") as HTMLInputElement;
  const quantity = document.getElementById("quantity") as HTMLSelectElement;
  sand.click();
  quantity.value = "3";
  heard = [];
  // As React would: hearing of the colour, it renders the quantity it holds, not yet told of the pick.
  sand.addEventListener("click", () => (quantity.value = "1"));
  tellEarlyChoices(document);
  expect(heard).toEqual(["click sand true", "change quantity 3"]);
  expect(quantity.value).toBe("3");
});

it("leaves a form's fields to the form's own code", () => {
  document.body.innerHTML =
    '<form><select id="country"><option value="" selected>Choose</option><option value="NL">Netherlands</option></select></form>';
  (document.getElementById("country") as HTMLSelectElement).value = "NL";
  tellEarlyChoices(document);
  expect(heard).toEqual([]);
});
