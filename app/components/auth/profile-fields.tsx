/**
 * The optional profile fields a citizen fills in at sign-up (auth-forms.tsx) and corrects in
 * settings (components/account/settings-sections.tsx): one list, the same labels and autocomplete.
 */
import { useTranslation } from "~/i18n/react";

import { AFFILIATION_CHOICES } from "~/db/enums";

import { InputField, SelectField } from "../ui/field";

export function OptionalProfileFields({
  value,
  error,
}: {
  value: (name: string) => string;
  error: (name: string) => string | undefined;
}) {
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
