/**
 * The profile fields a citizen fills in at sign-up (auth-forms.tsx) and corrects in settings
 * (components/account/settings-sections.tsx): the names, and the optional ones; one list, the same
 * labels and autocomplete.
 */
import { useTranslation } from "~/i18n/react";

import { AFFILIATION_CHOICES } from "~/db/enums";

import { InputField, SelectField } from "../ui/field";

export interface FieldValues {
  value: (name: string) => string;
  error: (name: string) => string | undefined;
}

/** First and last name, both required. */
export function NameFields({ value, error }: FieldValues) {
  const { t } = useTranslation();
  return (
    <>
      <InputField
        label={t("auth.firstNameLabel")}
        name="firstName"
        autoComplete="given-name"
        required
        defaultValue={value("firstName")}
        error={error("firstName")}
      />
      <InputField
        label={t("auth.lastNameLabel")}
        name="lastName"
        autoComplete="family-name"
        required
        defaultValue={value("lastName")}
        error={error("lastName")}
      />
    </>
  );
}

export function OptionalProfileFields({ value, error }: FieldValues) {
  const { t } = useTranslation();
  // No party list (decision 0101); a party an older account holds is shown, so saving keeps it.
  const affiliation = value("politicalAffiliation");
  const choices: string[] = [...AFFILIATION_CHOICES];
  if (affiliation && !choices.includes(affiliation)) choices.push(affiliation);
  return (
    <>
      <InputField
        label={t("auth.phoneLabel")}
        name="phoneNumber"
        type="tel"
        autoComplete="tel"
        defaultValue={value("phoneNumber")}
        error={error("phoneNumber")}
      />
      <InputField
        label={t("auth.dateOfBirthLabel")}
        name="dateOfBirth"
        type="date"
        autoComplete="bday"
        defaultValue={value("dateOfBirth")}
        error={error("dateOfBirth")}
      />
      <InputField
        label={t("auth.locationLabel")}
        name="location"
        autoComplete="address-level2"
        defaultValue={value("location")}
        error={error("location")}
      />
      <InputField
        label={t("auth.occupationLabel")}
        name="occupation"
        autoComplete="organization-title"
        defaultValue={value("occupation")}
        error={error("occupation")}
      />
      <div className="sm:col-span-2">
        <SelectField
          label={t("auth.affiliationLabel")}
          name="politicalAffiliation"
          defaultValue={value("politicalAffiliation")}
          error={error("politicalAffiliation")}
          options={[
            { value: "", label: t("auth.affiliationNone") },
            ...choices.map((a) => ({ value: a, label: t(`auth.affiliation.${a}`) })),
          ]}
        />
      </div>
    </>
  );
}
