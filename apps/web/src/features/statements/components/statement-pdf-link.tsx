import type { TStatement } from '@hearth/domain/statements';
import { Button } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { pdfLabel } from '../utils/statement-labels';

/** The statement's PDF in a new tab: a session-checked address that redirects to the signed file. */
export const StatementPdfLink = ({ statement }: { statement: TStatement }) => (
  <Button
    component="a"
    href={statement.attributes.downloadUrl}
    target="_blank"
    rel="noopener"
    variant="subtle"
    size="compact-sm"
    leftSection={<IconFileTypePdf size={16} aria-hidden />}
    aria-label={pdfLabel(statement)}
    // The row opens the statement's lines; the link only opens the PDF.
    onClick={(event) => event.stopPropagation()}
  >
    PDF
  </Button>
);
