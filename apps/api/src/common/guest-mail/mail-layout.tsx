// The API runs under tsx from the repository root, where no tsconfig says how to compile JSX: each template says so.
/** @jsxRuntime automatic @jsxImportSource react */
import type { ReactNode } from 'react';
import { Body, Button, Container, Head, Heading, Hr, Html, Img, Preview, Section, Text } from '@react-email/components';
import type { MailBrand } from './mail-brand';

/*
 * The frame every guest mail shares (docs/product/guest-mail.md#branding): the brand's colour as a band and on the
 * button, its logo (or its name) at the top, the operator's name at the foot. React escapes every text and attribute
 * it renders, so a guest's or operator's words can never become markup.
 */

const INK = '#1f2933';
const MUTED = '#5f6b7a';
const RULE = '#d9dee5';
const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

const text = { color: INK, fontSize: '15px', lineHeight: '24px', margin: '0 0 12px' } as const;

export const Paragraph = ({ children }: { children: ReactNode }) => <Text style={text}>{children}</Text>;

/** Label and value lines ('Check-in: Fri 12 Dec 2026 from 15:00'), the same in the HTML and the text part. */
export const Facts = ({ rows }: { rows: readonly (readonly [string, string])[] }) => (
  <Section style={{ margin: '4px 0 16px', padding: '12px 16px', backgroundColor: '#f3f5f8', borderRadius: '6px' }}>
    {rows.map(([label, value]) => (
      <Text key={label} style={{ ...text, margin: '0 0 4px' }}>
        <strong>{label}:</strong> {value}
      </Text>
    ))}
  </Section>
);

/** A titled block of lines, such as the payment schedule or the check-in instructions. */
export const Block = ({ title, lines }: { title: string; lines: readonly string[] }) => (
  <Section style={{ margin: '0 0 16px' }}>
    <Text style={{ ...text, fontWeight: 700, margin: '0 0 4px' }}>{title}</Text>
    {lines.map((line, index) => (
      <Text key={index} style={{ ...text, margin: '0 0 4px', whiteSpace: 'pre-wrap' }}>
        {line}
      </Text>
    ))}
  </Section>
);

export const MailLayout = ({
  brand,
  preview,
  heading,
  action,
  footer,
  children,
}: {
  brand: MailBrand;
  /** The line a mail app shows beside the subject. */
  preview: string;
  heading: string;
  /** The one button, when the mail asks the guest to do something. */
  action?: { label: string; url: string };
  /** Why the guest got it: the booking it is about. */
  footer: string;
  children: ReactNode;
}) => (
  <Html lang="en-AU">
    <Head />
    <Preview>{preview}</Preview>
    <Body style={{ backgroundColor: '#f3f5f8', fontFamily: FONT, margin: 0, padding: '24px 0' }}>
      <Container style={{ maxWidth: '600px', backgroundColor: '#ffffff', borderRadius: '8px', overflow: 'hidden' }}>
        <Section data-skip-in-text="true" style={{ backgroundColor: brand.colour, height: '6px', lineHeight: '6px' }}>
          &nbsp;
        </Section>
        <Section style={{ padding: '20px 32px 0' }}>
          {brand.logoUrl ? (
            <Img src={brand.logoUrl} alt={brand.name} height="48" style={{ height: '48px', width: 'auto' }} />
          ) : (
            <Text style={{ color: brand.colour, fontSize: '20px', fontWeight: 700, margin: 0 }}>{brand.name}</Text>
          )}
        </Section>
        <Section style={{ padding: '8px 32px 24px' }}>
          <Heading as="h1" style={{ color: INK, fontSize: '22px', lineHeight: '30px', margin: '16px 0' }}>
            {heading}
          </Heading>
          {children}
          {action ? (
            <Section style={{ margin: '8px 0 16px' }}>
              <Button
                href={action.url}
                style={{
                  backgroundColor: brand.colour,
                  color: brand.textOnColour,
                  borderRadius: '6px',
                  padding: '12px 20px',
                  fontSize: '15px',
                  fontWeight: 700,
                  textDecoration: 'none',
                }}
              >
                {action.label}
              </Button>
            </Section>
          ) : null}
          <Hr style={{ borderColor: RULE, margin: '24px 0 16px' }} />
          <Text style={{ color: MUTED, fontSize: '13px', lineHeight: '20px', margin: 0 }}>{footer}</Text>
          <Text style={{ color: MUTED, fontSize: '13px', lineHeight: '20px', margin: '4px 0 0' }}>{brand.name}</Text>
        </Section>
      </Container>
    </Body>
  </Html>
);
