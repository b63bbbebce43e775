import { z } from "zod";
import { DATE_PATTERN, parseLocalDate, TIME_PATTERN } from "../lib/datetime";
import { nearestName } from "../lib/nearest";
import { helped, shown } from "./field-notes";
import { asWritten } from "./wording";

/** The field library's days, times of day and time zone (the rest is in fields.ts), each picked in the editor. */

function calendarDay(date: string): boolean {
  try {
    parseLocalDate(date);
    return true;
  } catch {
    return false;
  }
}

const DATE_RULE = "Write the year, month and day with hyphens, such as 2024-03-15.";

/**
 * A day, YYYY-MM-DD, picked in the editor's calendar. A fresh schema for each field that holds one, so that one
 * field's label ("Published on") is not every date field's.
 */
export function dayField() {
  return helped(
    shown(
      z
        .string()
        .regex(DATE_PATTERN, {
          error: (issue) => `is ${asWritten(issue.input)}, which is not written as YYYY-MM-DD. ${DATE_RULE}`,
          abort: true,
        })
        .refine(calendarDay, {
          error: (issue) => `is ${asWritten(issue.input)}, a day that does not exist in the calendar. Check the month and the day.`,
        })
        .meta({
          description: "The day, written YYYY-MM-DD",
          examples: ["2024-03-15"],
          patternErrorMessage: `This is not a date. ${DATE_RULE}`,
        }),
      { widget: "date" },
    ),
    "The day: pick it in the calendar",
  );
}

export const date = dayField();

const TIME_RULE = "Write it as HH:MM on the 24-hour clock, from 00:00 to 23:59 (2 PM is 14:00).";

/**
 * A time of day, HH:MM on the 24-hour clock; the editor offers the phone's or browser's own time picker, and
 * says `help` under it.
 */
export function timeOfDay(description: string, example: string, help: string) {
  return helped(
    shown(
      z
        .string()
        .regex(TIME_PATTERN, {
          error: (issue) => `is ${asWritten(issue.input)}, which is not a time of day. ${TIME_RULE}`,
        })
        .meta({ description, examples: [example], patternErrorMessage: `This is not a time of day. ${TIME_RULE}` }),
      { widget: "time" },
    ),
    help,
  );
}

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const timezone = shown(
  z
    .string()
    .refine(isTimeZone, {
      error: (issue) => {
        const suggestion = nearestName(String(issue.input), Intl.supportedValuesOf("timeZone"));
        const fix = suggestion ? `Did you mean ${asWritten(suggestion)}?` : 'Use a name from the IANA time zone list, such as "America/New_York".';
        return `is ${asWritten(issue.input)}, which is not the name of a time zone. ${fix}`;
      },
    })
    .meta({
      description: "The time zone that event times are written in, by its IANA name",
      examples: ["America/New_York"],
    }),
  { widget: "select", options: Intl.supportedValuesOf("timeZone") },
);
