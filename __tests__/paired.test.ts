import { chanceOfAtLeast, comparePaired, median } from "../scripts/paired";

describe("the bench's paired comparison with a page's script-free control", () => {
  it("knows a fair coin's odds", () => {
    expect(chanceOfAtLeast(0, 7)).toBe(1);
    expect(chanceOfAtLeast(7, 7)).toBeCloseTo(1 / 128, 10);
    expect(chanceOfAtLeast(6, 7)).toBeCloseTo(8 / 128, 10);
    expect(chanceOfAtLeast(8, 9)).toBeCloseTo(10 / 512, 10);
    expect(chanceOfAtLeast(1, 0)).toBe(0);
  });

  it("calls a page slower when it does worse in every one of 7 pairs, even by a little", () => {
    const control = [20, 0, 35, 12, 80, 5, 41];
    const result = comparePaired(
      control.map((value) => value + 3),
      control,
    );
    expect(result).toMatchObject({ worse: 7, better: 0, same: 0, medianDifference: 3, slower: true });
  });

  it("does not call it slower when it does worse in 6 pairs of 7, which a page no slower does 1 time in 16", () => {
    const result = comparePaired([23, 3, 38, 15, 83, 8, 30], [20, 0, 35, 12, 80, 5, 41]);
    expect(result).toMatchObject({ worse: 6, better: 1, slower: false });
    expect(result.chance).toBeCloseTo(8 / 128, 10);
  });

  it("leaves out pairs where both are the same, so 5 worse and 2 ties is slower", () => {
    const result = comparePaired([10, 10, 10, 10, 10, 0, 0], [5, 5, 5, 5, 5, 0, 0]);
    expect(result).toMatchObject({ worse: 5, better: 0, same: 2, slower: true });
  });

  it("gives the largest paint its allowance: 5% more than the control is not worse", () => {
    const control = [900, 1050, 760, 900, 1050, 900, 740];
    const within = comparePaired(
      control.map((value) => value * 1.04),
      control,
      (value) => value * 1.05,
    );
    expect(within).toMatchObject({ worse: 0, better: 7, slower: false });
    const beyond = comparePaired(
      control.map((value) => value * 1.06),
      control,
      (value) => value * 1.05,
    );
    expect(beyond).toMatchObject({ worse: 7, slower: true });
  });

  it("needs runs in pairs", () => {
    expect(() => comparePaired([1, 2], [1])).toThrow("Paired runs needed: 2 runs of the page, 1 of its control.");
    expect(() => comparePaired([], [])).toThrow("Paired runs needed");
  });

  it("takes the median of an odd and an even count", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});
