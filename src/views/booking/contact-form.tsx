import { useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { FormProvider, useForm, useFormContext } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { z } from 'zod/mini';
import { contactFormSchema, type ContactForm as ContactValues } from '../../domain/contact';
import { useCountries } from '../../services/catalog';
import { contactLogicFor } from '../../services/messages';
import { RootActor } from '../../actors/root-actor';
import { infoPath } from '../info/info-slugs';
import { Field } from './field';
import { FormFoot } from './form-foot';
import { TextInput, useFieldError } from './text-input';
import { useFormFeedback } from './use-booking-flow';
import { shopInspector } from '../../actors/inspector';

/** The privacy box is not a field rule: the flow decides what an unticked box does (spec §5). */
const contactViewSchema = z.extend(contactFormSchema, { privacy: z.boolean() });
type ContactViewValues = z.infer<typeof contactViewSchema>;
const emptyForm: ContactViewValues = { fname: '', lname: '', email: '', country_id: '', phone: '', message: '', privacy: false };

/** The home page's contact form (spec §2, §5, §8); the contact machine owns what happens on send. */
export function ContactForm() {
  // Created with the shop's inspector, so the flow studio (/flows) can watch it.
  const root = RootActor.useActorRef();
  const logic = useMemo(() => contactLogicFor(root.system), [root]);
  const actor = useActorRef(logic, { inspect: shopInspector() });
  const state = useSelector(actor, (snapshot) => snapshot.value);
  const issues = useSelector(actor, (snapshot) => snapshot.context.issues);
  const resets = useSelector(actor, (snapshot) => snapshot.context.resets);
  const person = useSelector(actor, (snapshot) => snapshot.context.person);
  // The flow's details of a signed-in shopper over the empty form (issue 21); the contact form has no address.
  const start = useMemo(
    () => (person ? { ...emptyForm, fname: person.fname, lname: person.lname, email: person.email, phone: person.phone } : emptyForm),
    [person],
  );
  const resolver = useMemo(() => zodResolver(contactViewSchema), []);
  const form = useForm<ContactViewValues>({ resolver, defaultValues: start });
  useFormFeedback(form, issues, resets, start);
  const { t } = useLingui();

  const send = ({ privacy, ...values }: ContactViewValues) => actor.send({ type: 'SUBMIT', form: values, privacyAccepted: privacy });
  // Invalid fields are marked by the form; the flow still hears of the attempt, so an unticked box is named too.
  const submit = form.handleSubmit(send, () => send(form.getValues()));

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} aria-labelledby="contact-title" className="grid gap-3 sm:grid-cols-2">
        <TextInput name="fname" label={<Trans>First name</Trans>} autoComplete="given-name" />
        <TextInput name="lname" label={<Trans>Last name</Trans>} autoComplete="family-name" />
        <TextInput name="email" label={<Trans>Email</Trans>} type="email" autoComplete="email" inputMode="email" />
        <CountrySelect />
        <TextInput name="phone" label={<Trans>Phone</Trans>} type="tel" autoComplete="tel-national" inputMode="numeric" />
        <MessageInput />
        <label className="flex items-start gap-2 text-sm text-stone-700 sm:col-span-2">
          <input type="checkbox" {...form.register('privacy')} className="mt-0.5 size-4 accent-brand-700" />
          {/* One box for the sentence: as flex items of the label, its words, link and period were set apart by the gap ("confidentialité ."). */}
          <span>
            <Trans>
              I have read and accept the{' '}
              <a href={infoPath('privacy')} target="_blank" rel="noopener" className="text-brand-700 underline">
                privacy policy
              </a>
              .
            </Trans>
          </span>
        </label>
        <FormFoot
          disabled={state === 'submitting'}
          label={<Trans>Send</Trans>}
          success={state === 'success' && t`Your message has been sent successfully`}
          failure={
            state === 'privacyRefused'
              ? t`Please accept our privacy policy.`
              : state === 'failure'
                ? t`An error occurred while sending your message`
                : null
          }
        />
      </form>
    </FormProvider>
  );
}

function MessageInput() {
  const { register } = useFormContext<ContactValues>();
  return (
    <div className="sm:col-span-2">
      <Field label={<Trans>Message</Trans>} error={useFieldError('message')}>
        {(control) => <textarea {...control} {...register('message')} rows={5} />}
      </Field>
    </div>
  );
}

/** The country is optional and Senegal is the only choice (spec §3). */
function CountrySelect() {
  const { register } = useFormContext<ContactValues>();
  const countries = useCountries();
  const senegal = countries.data?.find((country) => country.attributes.locale.toUpperCase().endsWith('-SN'));
  return (
    <Field label={<Trans>Country (optional)</Trans>} error={undefined}>
      {(control) => (
        <select {...control} {...register('country_id')}>
          <option value="">—</option>
          {senegal && <option value={String(senegal.id)}>{senegal.attributes.name}</option>}
        </select>
      )}
    </Field>
  );
}
