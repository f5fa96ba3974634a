import { Link } from 'react-router';
import type { AdminSponsor } from '@kusasa/domain/schemas/sponsors';
import { sponsorPageTexts } from '@kusasa/domain/sponsor-page-texts';
import { adminSponsorTexts as texts } from '@kusasa/domain/sponsor-texts';
import { Table, TableFrame, Td, Th } from '../../components/ui/table';

const page = sponsorPageTexts.admin;
const card = 'max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-3 max-sm:gap-y-1 max-sm:border-b max-sm:border-slate-200 max-sm:p-4 max-sm:last:border-0 dark:max-sm:border-slate-800';
const cell = 'max-sm:block max-sm:border-0 max-sm:p-0';

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
            <tr key={sponsor.id} className={card}>
              <Td className={`${cell} max-sm:col-span-2`}>
                <Link to={`/admin/sponsors/${sponsor.id}`} className="font-medium text-emerald-800 underline-offset-2 hover:underline dark:text-emerald-300">
                  {sponsor.name}
                </Link>
              </Td>
              <Td className={`${cell} break-all max-sm:col-span-2`}>{sponsor.email}</Td>
              <Td className={`${cell} whitespace-nowrap`}>{sponsor.phone ?? '—'}</Td>
              <Td className={cell}>{sponsor.contactPerson ?? '—'}</Td>
              <Td className={cell}>{sponsor.type ? texts.types[sponsor.type] : sponsor.organizationType}</Td>
              <Td className={cell}>{sponsor.status}</Td>
              <Td className={cell}>{sponsor.tier ?? '—'}</Td>
              <Td className={`${cell} break-all`}>
                {sponsor.website && /^https?:\/\//i.test(sponsor.website) ? (
                  <a href={sponsor.website} target="_blank" rel="noopener noreferrer" className="text-emerald-800 underline-offset-2 hover:underline dark:text-emerald-300">
                    {sponsor.website}
                  </a>
                ) : (
                  // Anything but an http(s) address is shown as text, never as a link it could run.
                  (sponsor.website ?? '—')
                )}
              </Td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableFrame>
  );
}
