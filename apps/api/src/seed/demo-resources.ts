import PDFDocument from 'pdfkit';
import { addDays, DOCUMENT_KEY_PREFIX, FORM_KEY_PREFIX } from '@hearth/domain';
import type { BlobStore } from '../adapters/blob';
import type { Db } from '../db/client';
import { documents, forms, newsletters } from '../db/schema';
import { makeDemoLogo } from './demo-logo';
import { demoPhotoPng } from './demo-photos';

/** A small one-page PDF: a title and a few paragraphs, so a demo download opens as a real document. */
const makePdf = (title: string, paragraphs: readonly string[]): Promise<Buffer> => {
  // A fixed creation date keeps the demo files the same from one seed to the next.
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: title, CreationDate: new Date(Date.UTC(2026, 0, 1)) },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.fontSize(20).text(title).moveDown();
  doc.fontSize(11);
  for (const paragraph of paragraphs) doc.text(paragraph).moveDown(0.6);
  doc.end();
  return done;
};

type DemoFile = { name: string; daysAgo: number } & ({ pdf: readonly string[] } | { png: () => Buffer });
type DemoFolder = { folder: string; daysAgo: number; contents: readonly (DemoFolder | DemoFile)[] };

const TREE: readonly (DemoFolder | DemoFile)[] = [
  {
    folder: 'Policies',
    daysAgo: 120,
    contents: [
      {
        name: 'Guest house rules.pdf',
        daysAgo: 95,
        pdf: ['Quiet hours are 10 pm to 7 am.', 'No parties or events.', 'Smoking is not permitted inside.'],
      },
      {
        name: 'Cancellation policy 2026.pdf',
        daysAgo: 60,
        pdf: ['Full refund up to 14 days before check-in.', '50% refund up to 7 days before check-in.'],
      },
      {
        folder: 'Health and safety',
        daysAgo: 110,
        contents: [
          {
            name: 'Pool safety checklist.pdf',
            daysAgo: 44,
            pdf: ['Gate self-closes and latches.', 'CPR sign displayed.', 'No climbable objects within 900 mm.'],
          },
          {
            name: 'Smoke alarm testing log.pdf',
            daysAgo: 21,
            pdf: ['Test each alarm monthly.', 'Replace batteries yearly; replace alarms every 10 years.'],
          },
        ],
      },
    ],
  },
  {
    folder: 'Onboarding',
    daysAgo: 200,
    contents: [
      {
        name: 'Welcome to Hearth.pdf',
        daysAgo: 180,
        pdf: ['Your first week: systems, properties, people.', 'Ask your team lead for a property walk-through.'],
      },
      {
        name: 'Owner onboarding guide.pdf',
        daysAgo: 75,
        pdf: ['Collect keys and access codes.', 'Photograph every room.', 'Set rates for the first 90 days.'],
      },
      {
        folder: 'Photography',
        daysAgo: 150,
        contents: [
          { name: 'Sample living room.png', daysAgo: 140, png: () => demoPhotoPng(3) },
          { name: 'Sample bedroom.png', daysAgo: 139, png: () => demoPhotoPng(7) },
        ],
      },
    ],
  },
  {
    folder: 'Marketing kit',
    daysAgo: 90,
    contents: [
      { name: 'Hearth logo teal.png', daysAgo: 88, png: () => makeDemoLogo('#0c8599') },
      { name: 'Hearth logo dark.png', daysAgo: 88, png: () => makeDemoLogo('#212529') },
      {
        name: 'Brand guidelines.pdf',
        daysAgo: 30,
        pdf: ['Primary colour: Hearth teal.', 'Keep clear space around the logo equal to its height.'],
      },
      { folder: 'Social media', daysAgo: 40, contents: [] },
    ],
  },
  {
    name: 'Emergency contacts.pdf',
    daysAgo: 7,
    pdf: ['After-hours line: 1300 000 000.', 'Plumber, electrician and locksmith on call in each region.'],
  },
];

const FORMS: readonly { title: string; description: string; url?: string; pdf?: readonly string[] }[] = [
  {
    title: 'Property inspection report',
    description: 'Fill in after each quarterly inspection and send it to the owner.',
    pdf: ['Property:', 'Inspected by:', 'Date:', 'Room-by-room condition:', 'Maintenance needed:'],
  },
  {
    title: 'Maintenance request',
    description: 'Ask for a tradesperson for a property in your portfolio.',
    url: 'https://forms.hearth.au/maintenance-request',
  },
  {
    title: 'New owner agreement',
    description: 'The management agreement a new owner signs before their first booking.',
    pdf: ['Owner:', 'Property address:', 'Management fee:', 'Signed:'],
  },
  {
    title: 'Damage claim',
    description: 'Report guest damage with photos within 14 days of check-out.',
    url: 'https://forms.hearth.au/damage-claim',
  },
  {
    title: 'Licensee monthly return',
    description: 'Bookings, revenue and fees for the month, due by the 7th.',
    url: 'https://forms.hearth.au/licensee-monthly-return',
  },
];

/** A mix of hero image addresses: http(s) ones are shown, the others fall back to the default image (docs/product/resources.md#who-uses-it). */
const NEWSLETTERS: readonly { title: string; url: string; heroImageUrl: string | null; daysAgo: number }[] = [
  {
    title: 'Summer peak season',
    url: 'https://news.hearth.au/2026/summer-peak-season',
    heroImageUrl: 'https://news.hearth.au/images/summer-peak.jpg',
    daysAgo: 3,
  },
  {
    title: 'Owner statements update',
    url: 'https://news.hearth.au/2026/owner-statements-update',
    heroImageUrl: '/images/statements-hero.png',
    daysAgo: 17,
  },
  {
    title: 'Noosa market report',
    url: 'https://news.hearth.au/2026/noosa-market-report',
    heroImageUrl: 'https://news.hearth.au/images/noosa-market.jpg',
    daysAgo: 38,
  },
  {
    title: 'Welcome, Coastal Stays',
    url: 'https://news.hearth.au/2026/welcome-coastal-stays',
    heroImageUrl: null,
    daysAgo: 52,
  },
  {
    title: 'Winter pricing tips',
    url: 'https://news.hearth.au/2026/winter-pricing-tips',
    heroImageUrl: 'images/winter.jpg',
    daysAgo: 80,
  },
  {
    title: 'Guest reviews that win',
    url: 'https://news.hearth.au/2026/guest-reviews-that-win',
    heroImageUrl: 'http://news.hearth.au/images/reviews.jpg',
    daysAgo: 115,
  },
];

/** The demo documents tree, forms and newsletters of /resources (issue 17 item 3). */
export const seedDemoResources = async (db: Db, options: { blob: BlobStore; today: string }): Promise<void> => {
  const { blob, today } = options;
  const at = (daysAgo: number, hour = 9) =>
    new Date(`${addDays(today, -daysAgo)}T${String(hour).padStart(2, '0')}:30:00Z`);

  const insert = async (items: readonly (DemoFolder | DemoFile)[], parentId: string | null): Promise<void> => {
    for (const item of items) {
      if ('folder' in item) {
        const [row] = await db
          .insert(documents)
          .values({ parentId, name: item.folder, isFolder: true, modifiedAt: at(item.daysAgo) })
          .returning({ id: documents.id });
        await insert(item.contents, row!.id);
        continue;
      }
      const isPdf = 'pdf' in item;
      const body = isPdf ? await makePdf(item.name.replace(/\.pdf$/, ''), item.pdf) : item.png();
      const contentType = isPdf ? 'application/pdf' : 'image/png';
      const fileKey = await blob.put({ prefix: DOCUMENT_KEY_PREFIX, body, contentType, filename: item.name });
      await db.insert(documents).values({
        parentId,
        name: item.name,
        isFolder: false,
        fileKey,
        fileType: isPdf ? 'pdf' : 'png',
        fileSize: body.length,
        modifiedAt: at(item.daysAgo, 10),
      });
    }
  };
  await insert(TREE, null);

  for (const [position, form] of FORMS.entries()) {
    const fileKey = form.pdf
      ? await blob.put({
          prefix: FORM_KEY_PREFIX,
          body: await makePdf(form.title, form.pdf),
          contentType: 'application/pdf',
          filename: `${form.title}.pdf`,
        })
      : null;
    await db.insert(forms).values({
      title: form.title,
      description: form.description,
      url: form.url ?? null,
      fileKey,
      position,
    });
  }

  await db.insert(newsletters).values(
    NEWSLETTERS.map((n) => ({
      title: n.title,
      url: n.url,
      heroImageUrl: n.heroImageUrl,
      createdAt: at(n.daysAgo, 8),
      updatedAt: at(n.daysAgo, 8),
    })),
  );
};
