import { describe, expect, it } from "vitest";
import { patientLine } from "../../../src/search/patient-line";

const NO_ANSWER = new Error("no answer");
const REFUSED = new Error("refused");

/** A line whose pauses and online events the test releases itself, and which records its attempts. */
function testLine() {
  const waits: { what: string; go: () => void }[] = [];
  const wait = (what: string) => new Promise<void>((resolve) => waits.push({ what, go: resolve }));
  const line = patientLine({
    unanswered: (error) => error === NO_ANSWER,
    pause: (ms) => wait(`pause ${ms}`),
    online: () => wait("online"),
    pauses: [10, 60],
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  /** Releases the oldest wait and lets the line go on. */
  const release = async () => {
    const next = waits.shift();
    next?.go();
    await settle();
    return next?.what;
  };
  return { line, waits, release, settle };
}

describe("a patient line", () => {
  it("sends one request at a time, in order", async () => {
    const { line } = testLine();
    const sent: string[] = [];
    let finishFirst = () => undefined as void;
    const first = line(async () => {
      sent.push("first starts");
      await new Promise<void>((resolve) => (finishFirst = resolve));
      sent.push("first ends");
      return 1;
    });
    const second = line(async () => {
      sent.push("second");
      return 2;
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent).toEqual(["first starts"]);
    finishFirst();
    expect(await Promise.all([first, second])).toEqual([1, 2]);
    expect(sent).toEqual(["first starts", "first ends", "second"]);
  });

  it("keeps a request that gets no answer, and those after it, until it is answered: after each pause, then when back online", async () => {
    const { line, waits, release, settle } = testLine();
    let reachable = false;
    const attempts: string[] = [];
    const send = (name: string) => async () => {
      attempts.push(name);
      if (!reachable) throw NO_ANSWER;
      return name;
    };
    const settled: string[] = [];
    void line(send("purchase")).then((name) => settled.push(name));
    void line(send("click")).then((name) => settled.push(name));
    await settle();
    expect(attempts).toEqual(["purchase"]);

    expect(await release()).toBe("pause 10");
    expect(await release()).toBe("pause 60");
    // The pauses are spent: the next attempt waits for the browser to be back online, however long.
    expect(waits.map(({ what }) => what)).toEqual(["online"]);
    expect(attempts).toEqual(["purchase", "purchase", "purchase"]);
    expect(settled).toEqual([]);

    reachable = true;
    await release();
    expect(attempts).toEqual(["purchase", "purchase", "purchase", "purchase", "click"]);
    expect(settled).toEqual(["purchase", "click"]);
  });

  it("fails a request that was answered with an error, and goes on with the next", async () => {
    const { line } = testLine();
    const refused = line(async () => {
      throw REFUSED;
    });
    const next = line(async () => "next");
    await expect(refused).rejects.toBe(REFUSED);
    await expect(next).resolves.toBe("next");
  });
});
