import { Link } from 'react-router';
import type { AdminSponsor } from '@kusasa/domain/schemas/sponsors/admin-sponsors';
import { sponsorPageTexts } from '@kusasa/domain/sponsor-page-texts';
import { adminSponsorTexts as texts } from '@kusasa/domain/sponsor-texts';
import { CardCell, CardRow, Table, TableFrame, Th } from '../../components/ui/table';

const page = sponsorPageTexts.admin;
/** Sponsors: name (to the profile), email, phone, contact person, type, status, tier, website (the CSV's columns). */
export function SponsorsTable({ sponsors }: { sponsors: AdminSponsor[] }) {
  return (
    <TableFrame>
      <Table className="max-sm:block">
        <caption className="sr-only">{texts.tabSponsors}</caption>
        <thead className="max-sm:hidden">
          <tr>
            <Th>{page.name}</Th>
            <Th>{page.email}</Th>
            <Th>{page.phone}</Th>
            <Th>{page.contactPerson}</Th>
            <Th>{page.organizationType}</Th>
            <Th>{page.status}</Th>
            <Th>{page.tier}</Th>
            <Th>{page.website}</Th>
          </tr>
        </thead>
        <tbody className="max-sm:block">
          {sponsors.map((sponsor) => (
            <CardRow key={sponsor.id}>
              <CardCell className="max-sm:col-span-2">
                <Link to={`/admin/sponsors/${sponsor.id}`} className="font-medium text-emerald-800 underline-offset-2 hover:underline dark:text-emerald-300">
                  {sponsor.name}
                </Link>
              </CardCell>
              <CardCell className="break-all max-sm:col-span-2">{sponsor.email}</CardCell>
              <CardCell className="whitespace-nowrap">{sponsor.phone ?? '—'}</CardCell>
              <CardCell>{sponsor.contactPerson ?? '—'}</CardCell>
              <CardCell>{sponsor.type ? texts.types[sponsor.type] : sponsor.organizationType}</CardCell>
              <CardCell>{sponsor.status}</CardCell>
              <CardCell>{sponsor.tier ?? '—'}</CardCell>
              <CardCell className="break-all">
                {sponsor.website && /^https?:\/\//i.test(sponsor.website) ? (
                  <a
                    href={sponsor.website}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-emerald-800 underline-offset-2 hover:underline dark:text-emerald-300"
                  >
                    {sponsor.website}
                  </a>
                ) : (
                  // Anything but an http(s) address is shown as text, never as a link it could run.
                  (sponsor.website ?? '—')
                )}
              </CardCell>
            </CardRow>
          ))}
        </tbody>
      </Table>
    </TableFrame>
  );
}
