// @vitest-environment jsdom
import { expect, it } from "vitest";
import { pickAgain, picksBeforeCode } from "../../src/app/early-choices";

const page = () => {
  document.body.innerHTML =
    '<select id="quantity"><option selected>1</option><option>2</option><option>3</option></select>' +
    '<select id="sort"><option value="relevance" selected>Featured</option><option value="price-asc">Price</option></select>' +
    '<label><input id="black" type="checkbox"> Black</label>' +
    '<input id="standard" type="radio" name="shipping" value="standard" checked><input id="express" type="radio" name="shipping" value="express">';
  const byId = <T>(id: string) => document.getElementById(id) as T;
  return {
    quantity: byId<HTMLSelectElement>("quantity"),
    sort: byId<HTMLSelectElement>("sort"),
    black: byId<HTMLInputElement>("black"),
    standard: byId<HTMLInputElement>("standard"),
    express: byId<HTMLInputElement>("express"),
  };
};

it("reads the lists whose option the shopper changed from the one the page was rendered with", () => {
  const { quantity, sort } = page();
  expect(picksBeforeCode(document)).toEqual([]);
  quantity.value = "3";
  expect(picksBeforeCode(document)).toEqual([[quantity, "3"]]);
  expect(sort.value).toBe("relevance");
});

it("gives each pick back as the shopper's change, over what a render put back meanwhile", () => {
  const { quantity } = page();
  quantity.value = "3";
  const picks = picksBeforeCode(document);
  quantity.value = "1";
  const changes: string[] = [];
  document.addEventListener("change", (event) => changes.push((event.target as HTMLSelectElement).value));
  pickAgain(picks);
  expect(quantity.value).toBe("3");
  expect(changes).toEqual(["3"]);
});

it("reads the checkboxes ticked or unticked and the radio button chosen, not the one left", () => {
  const { black, express } = page();
  black.click();
  express.click();
  expect(picksBeforeCode(document)).toEqual([
    [black, "on"],
    [express, "express"],
  ]);
});

it("gives a checkbox's and a radio button's choice back as a tap on what was rendered", () => {
  const { black, standard, express } = page();
  black.click();
  express.click();
  const picks = picksBeforeCode(document);
  const taps: string[] = [];
  document.addEventListener("click", (event) => taps.push((event.target as HTMLElement).id));
  pickAgain(picks);
  expect(taps).toEqual(["black", "express"]);
  expect([black.checked, standard.checked, express.checked]).toEqual([true, false, true]);
});
