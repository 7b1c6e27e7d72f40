import { Anchor } from '@mantine/core';
import { Fragment } from 'react';

const URL_PATTERN = /(https?:\/\/[^\s<>"']+)/g;

/** Plain text with its web addresses made clickable (mails in the outbox carry reset links). */
export const LinkedText = ({ text }: { text: string }) => (
  <>
    {text.split(URL_PATTERN).map((part, index) =>
      index % 2 === 1 ? (
        <Anchor key={index} href={part} inherit style={{ wordBreak: 'break-all' }}>
          {part}
        </Anchor>
      ) : (
        <Fragment key={index}>{part}</Fragment>
      ),
    )}
  </>
);
