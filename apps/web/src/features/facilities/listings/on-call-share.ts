import type { FacilitySummary } from '@hc/shared';

/** The on-call list as plain text, for a message: a title line, then one pharmacy a line. */
export function onCallPlainText(
  title: string,
  rows: readonly { name: string; phone: string | null; address: string | null; window: string }[],
): string {
  return [
    title,
    '',
    ...rows.map((row) =>
      [row.name, row.window, row.address, row.phone].filter((part) => part && part.trim()).join(' — '),
    ),
  ].join('\n');
}

type ShareDeps = {
  share?: ((data: { title: string; text: string }) => Promise<void>) | undefined;
  open: (url: string) => void;
};

/**
 * The numbers of a phone field: many hold two ("677 63 95 72 / 670 70 21 25"), and the printed list gives each
 * whole, on a line of its own (the separators firstPhoneNumber of @hc/shared splits on).
 */
export function phoneNumbers(phone: string | null | undefined): string[] {
  return (phone ?? '')
    .split(/\s*(?:\/\/|\/|;|,| or | ou )\s*/i)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The Web Share API when the device has it (the phone's share sheet), else a WhatsApp link with the text. */
export async function shareOnCallList(title: string, text: string, deps: ShareDeps): Promise<'shared' | 'whatsapp'> {
  if (deps.share) {
    try {
      await deps.share({ title, text });
      return 'shared';
    } catch (error) {
      // The visitor closed the share sheet: nothing else to do.
      if (error instanceof DOMException && error.name === 'AbortError') return 'shared';
    }
  }
  deps.open(`https://wa.me/?text=${encodeURIComponent(text)}`);
  return 'whatsapp';
}

export type PrintRow = Pick<FacilitySummary, 'id' | 'name' | 'address' | 'phone'> & { window: string };
