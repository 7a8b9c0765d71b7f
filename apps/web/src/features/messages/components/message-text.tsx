import { linkify } from '../logic/linkify';
import classes from './messages.module.css';

/**
 * A message's text as it was typed: plain text nodes, line breaks kept, http(s) addresses as links
 * that open in a new tab without handing over the page (noopener noreferrer) nor vouching for the
 * address (nofollow). Never HTML.
 */
export function MessageText({ text }: { text: string }) {
  return (
    <p className={classes.text} dir="auto">
      {linkify(text).map((part, i) =>
        part.kind === 'text' ? (
          part.text
        ) : (
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow">
            {part.text}
          </a>
        ),
      )}
    </p>
  );
}
