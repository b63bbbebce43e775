/**
 * The contact form's "What is it about?" choice, and the links that open the form with a topic already chosen.
 * Topics are listed in data/pages/contact.json; the ids below are the ones other pages link to, so the
 * content check requires them to be there.
 */
import { ROUTES } from "./routes";
import { fillTemplate } from "./templates";
import { tierMessage, type TierForMessage } from "./contact-form";

export const LINKED_TOPICS = { volunteering: "volunteering", giving: "giving", program: "program" } as const;

export interface ContactTopic {
  id: string;
  label: string;
}

/** The contact page with a topic chosen: "/contact/?topic=program&program=education-support". */
export function contactLink(topic: string, detail?: { program?: string; tier?: string }): string {
  const query = new URLSearchParams({ topic });
  if (detail?.program) query.set("program", detail.program);
  if (detail?.tier) query.set("tier", detail.tier);
  return `${ROUTES.contact}?${query.toString()}`;
}

interface ProgramForMessage {
  jsonId: string;
  name: string;
}

export interface ContactPrefill {
  /** The topic to select, when the link names one that exists. */
  topic: string | null;
  /** A message to start from, when the link names a giving level or a program. */
  message: string | null;
}

/**
 * What a link to the contact page asks for. `?tier=` alone (older links) also means giving; a program or tier
 * that does not exist leaves the message empty, and an unknown topic leaves the form's default.
 */
export function readContactLink(
  search: string,
  data: {
    topics: readonly ContactTopic[];
    programs: readonly ProgramForMessage[];
    tiers: readonly TierForMessage[];
    programMessage: string;
    tierMessage: string;
    prices: Readonly<Record<string, string>>;
  },
): ContactPrefill {
  const query = new URLSearchParams(search);
  const tierId = query.get("tier");
  const programId = query.get("program");
  const asked = query.get("topic") ?? (tierId ? LINKED_TOPICS.giving : programId ? LINKED_TOPICS.program : null);
  const topic = data.topics.some((candidate) => candidate.id === asked) ? asked : null;
  const program = data.programs.find((candidate) => candidate.jsonId === programId);
  const message = tierId
    ? tierMessage(tierId, data.tiers, { template: data.tierMessage, prices: data.prices })
    : program
      ? fillTemplate(data.programMessage, { program: program.name })
      : null;
  return { topic, message };
}
