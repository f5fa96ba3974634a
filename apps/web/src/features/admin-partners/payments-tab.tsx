import { type FormEvent, useState } from 'react';
import { partnerLabels as labels, partnerTexts as t } from '@kusasa/domain/partner-texts';
import { PARTNER_PAYMENT_METHODS, type PartnerPaymentStatus, RECORDED_PARTNER_PAYMENT_STATUSES } from '@kusasa/domain/rules/partners';
import { recordPartnerPaymentSchema } from '@kusasa/domain/schemas/partners/payments';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { InputField, SelectField } from '../../components/ui/field';
import { Table, TableFrame, Td, Th } from '../../components/ui/table';
import { ApiError } from '../../lib/api-client';
import { type FieldErrors, fieldErrorsFrom } from '../../lib/form-errors';
import { toast } from '../../lib/toast';
import { useMarkPaid, usePartnerPayments, useRecordPayment } from './api/partners';
import { Empty, Loading } from './crm-layout';
import { day, money, orDash, randToCents } from './format';
import { RetryAlert } from '../../components/ui/load-failed';

const statusTone = { paid: 'brand', pending: 'accent', overdue: 'accent' } as const;

function PaymentStatus({ status }: { status: PartnerPaymentStatus }) {
  // Overdue in the seed's "overdue style": red, and said in words.
  if (status === 'overdue') return <Badge className="bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100">{labels.paymentStatuses.overdue}</Badge>;
  return <Badge tone={statusTone[status]}>{labels.paymentStatuses[status]}</Badge>;
}

/** Paid, pending and overdue payments with their invoice and reference numbers; record one, mark one paid. */
export function PaymentsTab({ partnerId }: { partnerId: string }) {
  const query = usePartnerPayments(partnerId);
  const markPaid = useMarkPaid(partnerId);
  const payments = query.data;

  return (
    <div className="grid grid-cols-1 gap-8">
      {!payments && !query.isError ? (
        <Loading label="Loading payments..." />
      ) : !payments ? (
        <RetryAlert message="Failed to load payments" retry={t.retry} query={query} />
      ) : payments.length === 0 ? (
        <Empty>{t.noPayments}</Empty>
      ) : (
        <TableFrame>
          <Table>
            <caption className="sr-only">Payments</caption>
            <thead>
              <tr>
                <Th>Invoice</Th>
                <Th>Amount</Th>
                <Th>Status</Th>
                <Th>Method</Th>
                <Th>Due</Th>
                <Th>Paid on</Th>
                <Th>Reference</Th>
                <Th>
                  <span className="sr-only">Actions</span>
                </Th>
              </tr>
            </thead>
            <tbody>
              {payments.map((payment) => (
                <tr key={payment.id}>
                  <Td className="font-mono whitespace-nowrap">{payment.invoiceNumber}</Td>
                  <Td className="whitespace-nowrap">{money(payment.amountCents)}</Td>
                  <Td>
                    <PaymentStatus status={payment.status} />
                  </Td>
                  <Td>
                    {payment.paymentMethod
                      ? (labels.paymentMethods[payment.paymentMethod as keyof typeof labels.paymentMethods] ?? payment.paymentMethod)
                      : '—'}
                  </Td>
                  <Td className="whitespace-nowrap">{day(payment.dueDate)}</Td>
                  <Td className="whitespace-nowrap">{day(payment.paymentDate)}</Td>
                  <Td className="font-mono break-all">{orDash(payment.referenceNumber)}</Td>
                  <Td>
                    {payment.status !== 'paid' && (
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={markPaid.isPending}
                        aria-label={`Mark ${payment.invoiceNumber} paid`}
                        onClick={() =>
                          markPaid.mutate(
                            { paymentId: payment.id },
                            {
                              onSuccess: () => toast.success(t.paymentRecorded),
                              onError: (error) => toast.error(error instanceof ApiError ? error.message : 'Could not mark the payment paid'),
                            },
                          )
                        }
                      >
                        Mark paid
                      </Button>
                    )}
                  </Td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableFrame>
      )}
      <RecordPaymentForm partnerId={partnerId} />
    </div>
  );
}

const emptyForm = { amount: '', paymentMethod: 'eft', status: 'paid', dueDate: '', paymentDate: '', invoiceNumber: '', referenceNumber: '' };

function RecordPaymentForm({ partnerId }: { partnerId: string }) {
  const record = useRecordPayment(partnerId);
  const [values, setValues] = useState(emptyForm);
  const [errors, setErrors] = useState<FieldErrors>({});
  const field = (name: keyof typeof emptyForm, error?: string) => ({
    id: `payment-${name}`,
    value: values[name],
    error: errors[error ?? name],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      amountCents: randToCents(values.amount) ?? 0,
      paymentMethod: values.paymentMethod,
      status: values.status,
      dueDate: values.dueDate,
      paymentDate: values.status === 'paid' ? values.paymentDate || null : null,
      invoiceNumber: values.invoiceNumber.trim() || undefined,
      referenceNumber: values.referenceNumber || null,
    };
    const parsed = recordPartnerPaymentSchema.safeParse(body);
    if (!parsed.success) {
      const found = fieldErrorsFrom(parsed.error.issues);
      if (found.dueDate) found.dueDate = 'Please choose the due date';
      return setErrors(found);
    }
    setErrors({});
    record.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(t.paymentRecorded);
        setValues(emptyForm);
      },
      onError: (error) => {
        if (error instanceof ApiError && Object.keys(error.fields).length > 0) setErrors(error.fields);
        else toast.error(error instanceof ApiError ? error.message : 'Could not record the payment');
      },
    });
  };

  return (
    <section aria-labelledby="record-payment" className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <h2 id="record-payment" className="font-semibold text-slate-950 dark:text-white">
        Record a payment
      </h2>
      <form noValidate onSubmit={submit} className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
        <InputField label="Amount (R)" inputMode="decimal" required {...field('amount', 'amountCents')} />
        <SelectField
          label="Method"
          placeholder="Select a method"
          options={PARTNER_PAYMENT_METHODS.map((value) => ({ value, label: labels.paymentMethods[value] }))}
          {...field('paymentMethod')}
        />
        <SelectField
          label="Status"
          placeholder="Select a status"
          options={RECORDED_PARTNER_PAYMENT_STATUSES.map((value) => ({ value, label: labels.paymentStatuses[value] }))}
          {...field('status')}
        />
        <InputField label="Due date" type="date" required {...field('dueDate')} />
        {values.status === 'paid' && <InputField label="Payment date" type="date" hint="Today when left empty" {...field('paymentDate')} />}
        <InputField label="Invoice number" hint="The next INV number when left empty" {...field('invoiceNumber')} />
        <InputField label="Reference number" {...field('referenceNumber')} />
        <div className="sm:col-span-2">
          <Button type="submit" disabled={record.isPending} aria-busy={record.isPending}>
            Record payment
          </Button>
        </div>
      </form>
    </section>
  );
}
