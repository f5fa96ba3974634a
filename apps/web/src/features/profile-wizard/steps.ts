import type { ComponentType } from 'react';
import { WIZARD_STEP_TITLES } from '@kusasa/domain/profile-texts';
import type { SavedStep, StepBodies } from './api/save-step';
import { AddressFields } from './fields/address-fields';
import { ContactFields } from './fields/contact-fields';
import { EducationFields } from './fields/education-fields';
import type { FieldsProps } from './fields/field-props';
import { PersonalFields } from './fields/personal-fields';
import { type StepValidation, validateAddress, validateContact, validateEducation, validatePersonal } from './step-validation';
import type { AddressValues, ContactValues, EducationValues, PersonalValues, WizardValues } from './wizard-values';

/** A step whose form is saved to the server: its fields, its check and where its values live. */
export interface StepConfig<K extends SavedStep, V> {
  key: K;
  index: number;
  title: string;
  valuesKey: keyof WizardValues;
  Fields: ComponentType<FieldsProps<V>>;
  validate: (values: V) => StepValidation<StepBodies[K]>;
}

export const personalStep: StepConfig<'personal', PersonalValues> = {
  key: 'personal',
  index: 0,
  title: WIZARD_STEP_TITLES[0],
  valuesKey: 'personalInfo',
  Fields: PersonalFields,
  validate: validatePersonal,
};
export const contactStep: StepConfig<'contact', ContactValues> = {
  key: 'contact',
  index: 1,
  title: WIZARD_STEP_TITLES[1],
  valuesKey: 'contactInfo',
  Fields: ContactFields,
  validate: validateContact,
};
export const addressStep: StepConfig<'address', AddressValues> = {
  key: 'address',
  index: 2,
  title: WIZARD_STEP_TITLES[2],
  valuesKey: 'addressInfo',
  Fields: AddressFields,
  validate: validateAddress,
};
export const educationStep: StepConfig<'education', EducationValues> = {
  key: 'education',
  index: 3,
  title: WIZARD_STEP_TITLES[3],
  valuesKey: 'educationInfo',
  Fields: EducationFields,
  validate: (values) => validateEducation(values),
};

export const DOCUMENTS_STEP = 4;
export const REVIEW_STEP = 5;
