// @vitest-environment jsdom
import { expect, it } from "vitest";
import { pickAgain, picksBeforeCode } from "../../src/app/early-choices";

const page = () => {
  document.body.innerHTML =
    '<select id="quantity"><option selected>1</option><option>2</option><option>3</option></select>' +
    '<select id="sort"><option value="relevance" selected>Featured</option><option value="price-asc">Price</option></select>';
  return {
    quantity: document.getElementById("quantity") as HTMLSelectElement,
    sort: document.getElementById("sort") as HTMLSelectElement,
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
