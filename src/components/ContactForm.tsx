import type { FormEvent, ReactNode } from 'react';
import { Button, Field, Input, MessageBar, MessageBarBody, Spinner, Textarea, mergeClasses } from '@fluentui/react-components';
import type { ContactField, ContactForm as ContactValues, FieldError, FormField } from '../../machines/contact-form';
import type { Province } from '../api/client';
import { failureMessage, type ApiFailure } from '../api/errors';
import { toPersianDigits } from '../lib/digits';
import { ProvinceDropdown } from './ProvinceDropdown';
import { useContactFormStyles } from './ContactForm.styles';

/** The words of one form: its section of fa.ts (the registration wizard's or the profile's). */
export type ContactFormLabels = { fields: Record<FormField, string>; provincePlaceholder: string; provincesLoading: string } & Partial<
  Record<FieldError, string>
>;

export interface ContactFormProps {
  form: ContactValues & { mobile: string };
  /** The refusals to show now, per field. */
  errors: Partial<Record<FormField, FieldError>>;
  /** The fields can be changed (no request in flight, no dialog open). */
  editable: boolean;
  required: (field: FormField) => boolean;
  /** Where typing stops, per field (openapi.yaml's limits). */
  maxLength: Partial<Record<FormField, number>>;
  /** null while loading (the dropdown keeps its loading placeholder). */
  provinces: Province[] | null;
  provinceName: string;
  changeField: (field: ContactField, value: string) => void;
  /** Given, the mobile can be typed (registration); without it, it is only shown (profile). */
  changeMobile?: (value: string) => void;
  submit: () => void;
  canSubmit: boolean;
  /** The submit button shows a spinner. */
  busy: boolean;
  /** Shown under the fields (the last request's failure). */
  failure: ApiFailure | null;
  labels: ContactFormLabels;
  submitLabel: string;
  /** Read by screen readers while the submit button waits. */
  busyLabel: string;
  mobilePlaceholder?: string;
  /** The id of the heading that names the form. */
  labelledBy: string;
  /** Stands above the fields, across both columns. */
  header?: ReactNode;
  /** Read-only facts shown before the address (the profile's last sign-in). */
  extra?: ReactNode;
  /** Two columns need the width of the whole page, not of the space beside the account menu. */
  besideMenu?: boolean;
  testId?: string;
}

/** The registration wizard's first step and the profile screen: one form, in two columns. */
export function ContactForm(props: ContactFormProps) {
  const styles = useContactFormStyles();
  const { form, errors, editable, labels, maxLength } = props;
  const errorText = (field: FormField) => {
    const error = errors[field];
    return error ? labels[error] : undefined;
  };
  const change = (field: ContactField) => (_: unknown, data: { value: string }) => props.changeField(field, data.value);
  const { changeMobile } = props;
  const field = (name: FormField, control: ReactNode, className?: string) => (
    <Field label={labels.fields[name]} required={props.required(name)} validationMessage={errorText(name)} className={className}>
      {control}
    </Field>
  );
  const textInput = (name: 'firstName' | 'lastName' | 'orgName', autoComplete: string) => (
    <Input
      name={name}
      autoComplete={autoComplete}
      maxLength={maxLength[name]}
      value={form[name]}
      readOnly={!editable}
      onChange={change(name)}
    />
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    props.submit();
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={props.labelledBy} data-testid={props.testId}>
      <div className={mergeClasses(styles.grid, props.besideMenu && styles.gridBesideMenu)}>
        {props.header}
        {field('firstName', textInput('firstName', 'given-name'))}
        {field('lastName', textInput('lastName', 'family-name'))}
        {field(
          'mobile',
          <Input
            name="mobile"
            type="tel"
            inputMode="numeric"
            autoComplete={changeMobile ? 'tel-national' : undefined}
            input={{ className: styles.ltrInput }}
            placeholder={changeMobile ? props.mobilePlaceholder : undefined}
            value={toPersianDigits(form.mobile)}
            readOnly={!changeMobile || !editable}
            onChange={changeMobile && ((_, data) => changeMobile(data.value))}
          />,
        )}
        {field('orgName', textInput('orgName', 'organization'))}
        {field(
          'province',
          <ProvinceDropdown
            provinces={props.provinces}
            selectedId={form.province}
            selectedName={props.provinceName}
            disabled={!editable}
            placeholder={labels.provincePlaceholder}
            loadingLabel={labels.provincesLoading}
            onSelect={(id) => props.changeField('province', id)}
          />,
        )}
        {field(
          'phone',
          <Input
            name="phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            maxLength={maxLength.phone}
            input={{ className: styles.ltrInput }}
            value={toPersianDigits(form.phone)}
            readOnly={!editable}
            onChange={change('phone')}
          />,
        )}
        {field(
          'email',
          <Input
            name="email"
            type="email"
            autoComplete="email"
            maxLength={maxLength.email}
            input={{ className: styles.ltrInput }}
            value={form.email}
            readOnly={!editable}
            onChange={change('email')}
          />,
        )}
        {props.extra}
        {field(
          'address',
          <Textarea
            name="address"
            resize="vertical"
            maxLength={maxLength.address}
            value={form.address}
            readOnly={!editable}
            onChange={change('address')}
          />,
          styles.wide,
        )}
        {props.failure && (
          <MessageBar intent="error" className={styles.wide}>
            <MessageBarBody>{failureMessage(props.failure)}</MessageBarBody>
          </MessageBar>
        )}
        <div className={mergeClasses(styles.wide, styles.actions)}>
          <Button
            type="submit"
            appearance="primary"
            size="large"
            disabled={!props.canSubmit}
            aria-busy={props.busy || undefined}
            icon={props.busy ? <Spinner size="tiny" appearance="inverted" aria-label={props.busyLabel} /> : undefined}
          >
            {props.submitLabel}
          </Button>
        </div>
      </div>
    </form>
  );
}
