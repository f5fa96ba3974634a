import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { partnerTexts as t } from '@kusasa/domain/partner-texts';
import type { PageProps } from '../../lib/page-props';
import { toast } from '../../lib/toast';
import { adminPartnerKeys } from './api/keys';
import { createPartner } from './api/partners';
import { CrmLayout } from './crm-layout';
import { PartnerForm } from './partner-form';

/** /admin/partners/new: Add Partner; the new partner's page opens once it is saved. */
export default function NewPartnerPage({ title }: PageProps) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const create = useMutation({
    mutationFn: createPartner,
    onSuccess: async (partner) => {
      toast.success(t.created);
      await client.invalidateQueries({ queryKey: adminPartnerKeys.all });
      void navigate(`/admin/partners/${partner.id}`);
    },
  });
  return (
    <CrmLayout title={title}>
      <PartnerForm partner={null} submitLabel={t.addPartner} busy={create.isPending} onSubmit={(body) => create.mutateAsync(body)} />
    </CrmLayout>
  );
}
