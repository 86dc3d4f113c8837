import { escapeHtml } from '../escape-html.ts';

// The one look every account mail shares: a plain-text body that reads well on its own, and an
// HTML body with inline styles only (mail clients drop <style> blocks and external sheets) and
// no layout tables (a single centred column is enough and stays readable at phone width).

/** What a mail says, already in the reader's language. Every value is plain text, never HTML. */
export interface MailContent {
  language: 'es' | 'en';
  subject: string;
  heading: string;
  greeting: string;
  /** Paragraphs before the button. */
  intro: string[];
  button: string;
  link: string;
  /** Paragraphs after the button. */
  outro: string[];
  /** "If the button does not work, copy this link" in the reader's language. */
  copyHint: string;
  footer: string;
}

/** Who a mail about a stay goes to, and the room it is about, as that reader knows it. */
export interface StayMailAddress {
  to: string;
  name: string;
  language: 'es' | 'en';
  /** Where the button leads: My room, the landlord's dashboard or the back-office record. */
  link: string;
  /** The room and its home. */
  room: string;
}

const colours = {
  accent: '#c2410c',
  page: '#f5f5f4',
  card: '#ffffff',
  border: '#e7e5e4',
  heading: '#1c1917',
  body: '#44403c',
  muted: '#78716c',
  faint: '#a8a29e',
};

const fontStack =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export function renderText(content: MailContent): string {
  return [
    content.greeting,
    ...content.intro,
    `${content.button}:\n${content.link}`,
    ...content.outro,
    `-- \n${content.footer}`,
  ].join('\n\n') + '\n';
}

export function renderHtml(content: MailContent): string {
  const link = escapeHtml(content.link);
  const paragraph = (text: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.6;color:${colours.body};">${escapeHtml(text)}</p>`;
  return `<!doctype html>
<html lang="${content.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:${colours.page};">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${escapeHtml(content.intro[0] ?? content.heading)}</div>
<div style="max-width:560px;margin:0 auto;padding:32px 16px;font-family:${fontStack};color:${colours.body};">
<div style="padding:0 4px 16px;font-size:22px;font-weight:700;letter-spacing:-0.02em;color:${colours.accent};">Habita</div>
<div style="background-color:${colours.card};border:1px solid ${colours.border};border-radius:12px;padding:32px 28px;">
<h1 style="margin:0 0 20px;font-size:22px;line-height:1.3;font-weight:700;color:${colours.heading};">${escapeHtml(content.heading)}</h1>
${[content.greeting, ...content.intro].map(paragraph).join('\n')}
<p style="margin:28px 0;"><a href="${link}" style="display:inline-block;background-color:${colours.accent};color:#ffffff;font-size:16px;font-weight:600;text-decoration:none;padding:12px 24px;border-radius:8px;">${escapeHtml(content.button)}</a></p>
${content.outro.map(paragraph).join('\n')}
<p style="margin:24px 0 0;padding-top:16px;border-top:1px solid ${colours.border};font-size:13px;line-height:1.5;color:${colours.muted};">${escapeHtml(content.copyHint)}<br><a href="${link}" style="color:${colours.accent};word-break:break-all;">${link}</a></p>
</div>
<p style="margin:16px 4px 0;font-size:12px;line-height:1.5;color:${colours.faint};text-align:center;">${escapeHtml(content.footer)}</p>
</div>
</body>
</html>
`;
}
