/**
 * The HTML of Tirr's mails: the sign-in pages' look (navy background, white card, the blue-green 'T'
 * mark, blue button) in tables with inline styles, which is what mail programs render reliably. Every
 * mail also has a plain-text twin built from the same parts (ADR 0105).
 */

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface MailParts {
  lang: 'es' | 'en';
  /** Subject line, also the card's heading. */
  subject: string;
  greeting: string;
  /** Paragraphs before the button. */
  paragraphs: string[];
  action?: { label: string; url: string } | undefined;
  /** Paragraphs after the button (expiry, what to do if it was not you). */
  after: string[];
  /** 'Si el botón no funciona, copiá este enlace…' */
  copyLink: string;
  footer: string;
  tagline: string;
}

const FONT = "Roboto,'Segoe UI',Helvetica,Arial,sans-serif";

export function renderHtml(p: MailParts): string {
  const paragraph = (text: string, color = '#1b2437', size = 15) =>
    `<p style="margin:0 0 14px;font-family:${FONT};font-size:${size}px;line-height:1.55;color:${color}">${escapeHtml(text)}</p>`;
  const button = p.action
    ? `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 20px"><tr>
<td style="border-radius:8px;background:#1f5fbf"><a href="${escapeHtml(p.action.url)}" style="display:inline-block;padding:13px 22px;font-family:${FONT};font-size:15px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:8px">${escapeHtml(p.action.label)}</a></td>
</tr></table>`
    : '';
  const copy = p.action
    ? `${paragraph(p.copyLink, '#5b6578', 13)}<p style="margin:0 0 14px;font-family:monospace;font-size:12px;line-height:1.5;word-break:break-all;color:#1f5fbf">${escapeHtml(p.action.url)}</p>`
    : '';
  return `<!doctype html>
<html lang="${p.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(p.subject)}</title></head>
<body style="margin:0;padding:0;background:#0f1f3a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#0f1f3a"><tr><td align="center" style="padding:28px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:520px;background:#ffffff;border-radius:12px">
<tr><td style="padding:28px 28px 8px">
<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr>
<td style="width:36px;height:36px;border-radius:8px;background:#1f5fbf;background-image:linear-gradient(135deg,#1f5fbf,#19b3a6);color:#ffffff;font-family:${FONT};font-weight:700;font-size:18px;text-align:center;vertical-align:middle">T</td>
<td style="padding-left:10px;font-family:${FONT};font-size:17px;font-weight:700;color:#1b2437">Tirr</td>
</tr></table>
</td></tr>
<tr><td style="padding:12px 28px 8px">
<h1 style="margin:0 0 16px;font-family:${FONT};font-size:21px;line-height:1.3;color:#1b2437">${escapeHtml(p.subject)}</h1>
${paragraph(p.greeting)}
${p.paragraphs.map((text) => paragraph(text)).join('\n')}
${button}
${p.after.map((text) => paragraph(text, '#5b6578', 14)).join('\n')}
${copy}
</td></tr>
<tr><td style="padding:14px 28px 24px;border-top:1px solid #e3e7ee">
${paragraph(p.tagline, '#5b6578', 12)}${paragraph(p.footer, '#5b6578', 12)}
</td></tr>
</table>
</td></tr></table>
</body></html>`;
}

/** The plain-text twin: the same words, the link on a line of its own. */
export function renderText(p: MailParts): string {
  const lines = [p.greeting, '', ...p.paragraphs.flatMap((text) => [text, ''])];
  if (p.action) lines.push(`${p.action.label}:`, p.action.url, '');
  lines.push(...p.after.flatMap((text) => [text, '']), '--', p.tagline, p.footer);
  return `${lines.join('\n')}\n`;
}

/** A mail composed by an area (its recipient, outbox kind and parts) as the outbox keeps it: HTML and plain text. */
export const outboxMail = ({ to, kind, parts }: { to: string; kind: string; parts: MailParts }) => ({
  recipient: to,
  subject: parts.subject,
  kind,
  text: renderText(parts),
  html: renderHtml(parts),
});
