import {
  formatClockTime,
  formatEventDate,
  formatTimeRange,
  formatTimeRangeIn,
  minutesOfDay,
  parseLocalDate,
  parseLocalTime,
  toIsoWithOffset,
} from "../src/lib/datetime";

describe("event dates as the pages show them", () => {
  it('shows 2024-03-15 as "March 15, 2024"', () => {
    expect(formatEventDate("2024-03-15")).toBe("March 15, 2024");
    expect(formatEventDate("2024-06-10")).toBe("June 10, 2024");
    expect(formatEventDate("2025-12-01")).toBe("December 1, 2025");
  });

  it('shows 14:00 to 18:00 as "2:00 PM - 6:00 PM"', () => {
    expect(formatTimeRange("14:00", "18:00")).toBe("2:00 PM - 6:00 PM");
    expect(formatTimeRange("11:00", "14:00")).toBe("11:00 AM - 2:00 PM");
    expect(formatTimeRange("18:00", "22:00")).toBe("6:00 PM - 10:00 PM");
  });

  it("writes midnight and noon the way people read them", () => {
    expect(formatClockTime("00:30")).toBe("12:30 AM");
    expect(formatClockTime("12:00")).toBe("12:00 PM");
    expect(formatClockTime("09:05")).toBe("9:05 AM");
    expect(formatClockTime("23:59")).toBe("11:59 PM");
  });

  it("separates hour and AM/PM with a plain space", () => {
    expect(formatClockTime("14:00")).toBe("2:00\u0020PM");
  });
});

describe("exact instants with the organization's UTC offset", () => {
  const zone = "America/New_York";

  it("uses Eastern Daylight Time in spring and summer", () => {
    expect(toIsoWithOffset("2024-03-15", "14:00", zone)).toBe("2024-03-15T14:00:00-04:00");
    expect(toIsoWithOffset("2024-06-10", "22:00", zone)).toBe("2024-06-10T22:00:00-04:00");
  });

  it("uses Eastern Standard Time in winter", () => {
    expect(toIsoWithOffset("2024-01-20", "10:00", zone)).toBe("2024-01-20T10:00:00-05:00");
  });

  it("switches on the day daylight saving starts", () => {
    expect(toIsoWithOffset("2024-03-10", "01:30", zone)).toBe("2024-03-10T01:30:00-05:00");
    expect(toIsoWithOffset("2024-03-10", "03:30", zone)).toBe("2024-03-10T03:30:00-04:00");
  });

  it("names the same instant as the local wall-clock time", () => {
    const instant = new Date(toIsoWithOffset("2024-03-15", "14:00", zone));
    expect(instant.toISOString()).toBe("2024-03-15T18:00:00.000Z");
  });
});

describe("reading what a volunteer typed", () => {
  it("rejects a day that does not exist", () => {
    expect(() => parseLocalDate("2024-02-30")).toThrow("is not a day that exists");
    expect(() => parseLocalDate("2023-02-29")).toThrow("is not a day that exists");
    expect(parseLocalDate("2024-02-29")).toEqual({ year: 2024, month: 2, day: 29 });
  });

  it("rejects a date written another way", () => {
    expect(() => parseLocalDate("March 15, 2024")).toThrow("YYYY-MM-DD");
    expect(() => parseLocalDate("15/03/2024")).toThrow("YYYY-MM-DD");
  });

  it("rejects a time outside the day", () => {
    expect(() => parseLocalTime("24:00")).toThrow("HH:MM");
    expect(() => parseLocalTime("14:60")).toThrow("HH:MM");
    expect(() => parseLocalTime("2pm")).toThrow("HH:MM");
  });

  it("counts minutes from midnight", () => {
    expect(minutesOfDay("00:00")).toBe(0);
    expect(minutesOfDay("14:30")).toBe(870);
  });
});

describe("an event's hours in another language", () => {
  it("are a range as the language writes one, not two times joined with an English dash", () => {
    expect(formatTimeRangeIn("14:00", "18:00", "zh-Hans")).toBe("下午2:00至6:00");
    expect(formatTimeRangeIn("10:00", "14:00", "zh-Hans")).toBe("上午10:00至下午2:00");
    expect(formatTimeRangeIn("14:00", "18:00", "es")).toMatch(/^2:00 – 6:00 p\. m\.$/);
    expect(formatTimeRangeIn("14:00", "18:00", "ko")).toMatch(/^(PM|오후) 2:00 ?~ ?6:00$/);
    expect(formatTimeRangeIn("14:00", "18:00", "en")).toBe("2:00 PM - 6:00 PM");
  });
});
