/**
 * Event times are written in data/ as the organization's local wall-clock time ("2024-03-15", "14:00"),
 * because that is what a volunteer reads off a flyer. These helpers turn them into the texts the pages show
 * and into exact instants (with the UTC offset in force that day) for machines.
 */

// cspell:dictionaries es-es

// The content schema checks data/ against these same forms, so what the build accepts these helpers can read.
export const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
export const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

interface LocalDate {
  year: number;
  month: number;
  day: number;
}

interface LocalTime {
  hour: number;
  minute: number;
}

export function parseLocalDate(date: string): LocalDate {
  const match = DATE_PATTERN.exec(date);
  if (!match) throw new Error(`"${date}" is not a date in the form YYYY-MM-DD`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) {
    throw new Error(`"${date}" is not a day that exists in the calendar`);
  }
  return { year, month, day };
}

export function parseLocalTime(time: string): LocalTime {
  const match = TIME_PATTERN.exec(time);
  if (!match) throw new Error(`"${time}" is not a time of day in the 24-hour form HH:MM`);
  return { hour: Number(match[1]), minute: Number(match[2]) };
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"] as const;

/** "2024-03-15" -> "March 15, 2024" */
export function formatEventDate(date: string): string {
  const { year, month, day } = parseLocalDate(date);
  return `${MONTHS[month - 1]} ${day}, ${year}`;
}

/** A day and an hour in UTC, so that Intl writes the wall-clock values as they are. */
function utcInstant(date: string, time = "00:00"): Date {
  const { year, month, day } = parseLocalDate(date);
  const { hour, minute } = parseLocalTime(time);
  return new Date(Date.UTC(year, month - 1, day, hour, minute));
}

/** ("2024-04-20", "es") -> "20 de abril de 2024"; English as formatEventDate writes it. */
export function formatDateIn(date: string, language: string): string {
  if (language === "en") return formatEventDate(date);
  return new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(utcInstant(date));
}

/**
 * ("14:00", "18:00", "es") -> "2:00 – 6:00 p. m.", ("14:00", "18:00", "zh-Hans") -> "下午2:00至6:00": the range as
 * the language writes one, its period said once where it can be; English as formatTimeRange writes it.
 */
export function formatTimeRangeIn(startTime: string, endTime: string, language: string): string {
  if (language === "en") return formatTimeRange(startTime, endTime);
  const clock = new Intl.DateTimeFormat(language, { hour: "numeric", minute: "2-digit", hour12: true, timeZone: "UTC" });
  // Intl's spaces differ between runtimes (a narrow no-break space, or not): plain ones, as the English has.
  return clock.formatRange(utcInstant("2000-01-01", startTime), utcInstant("2000-01-01", endTime)).replace(/[\u202f\u00a0\u2009]/g, " ");
}

/** "14:00" -> "2:00 PM" (a plain space, whatever the runtime's locale data prefers) */
export function formatClockTime(time: string): string {
  const { hour, minute } = parseLocalTime(time);
  const period = hour < 12 ? "AM" : "PM";
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour12}:${String(minute).padStart(2, "0")} ${period}`;
}

/** ("14:00", "18:00") -> "2:00 PM - 6:00 PM" */
export function formatTimeRange(startTime: string, endTime: string): string {
  return `${formatClockTime(startTime)} - ${formatClockTime(endTime)}`;
}

/** The offset from UTC, in minutes, that `timeZone` observes at the given instant. */
function offsetMinutesAt(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" }).formatToParts(instant);
  const name = parts.find((part) => part.type === "timeZoneName")?.value ?? "GMT";
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === "-" ? -minutes : minutes;
}

function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const absolute = Math.abs(minutes);
  return `${sign}${String(Math.floor(absolute / 60)).padStart(2, "0")}:${String(absolute % 60).padStart(2, "0")}`;
}

/**
 * ("2024-03-15", "14:00", "America/New_York") -> "2024-03-15T14:00:00-04:00":
 * the wall-clock time with the offset that the time zone observes on that day (daylight saving included).
 */
export function toIsoWithOffset(date: string, time: string, timeZone: string): string {
  const { year, month, day } = parseLocalDate(date);
  const { hour, minute } = parseLocalTime(time);
  const wallClockAsUtc = Date.UTC(year, month - 1, day, hour, minute);
  // The offset at the wall-clock instant read as UTC is right except within hours of a change; one
  // correction step settles it.
  const firstGuess = offsetMinutesAt(wallClockAsUtc, timeZone);
  const offset = offsetMinutesAt(wallClockAsUtc - firstGuess * 60_000, timeZone);
  return `${date}T${time}:00${formatOffset(offset)}`;
}

/** Minutes from midnight, to compare a start and an end on the same day. */
export function minutesOfDay(time: string): number {
  const { hour, minute } = parseLocalTime(time);
  return hour * 60 + minute;
}

/** The year of an instant on the calendar of `timeZone`. */
export function localYear(instant: string, timeZone: string): number {
  return Number(new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric" }).format(new Date(instant)));
}

/** The day of an instant on the calendar of `timeZone`, as YYYY-MM-DD. */
export function localDay(instant: string, timeZone: string): string {
  // en-CA writes a date as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(instant));
}

/** Midnight of the January 1 after `instant`, in `timeZone`, as an instant in UTC ("2027-01-01T05:00:00.000Z"). */
export function nextNewYear(instant: string, timeZone: string): string {
  const start = toIsoWithOffset(`${localYear(instant, timeZone) + 1}-01-01`, "00:00", timeZone);
  return new Date(Date.parse(start)).toISOString();
}
