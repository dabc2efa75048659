import { operatorSettingKeys, type OperatorSettingKey, type OperatorSettings } from '@skins/contract';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/error-message';
import { FormMessage } from '../../../ui/field';
import { PageSpinner } from '../../../ui/spinner';
import { useOperatorSettings } from '../api/get-settings';
import { SettingForm } from './setting-form';

/** OPS-95: every setting of spec §3, each its own small form (validated by the contract's schema of its key). */
export default function SettingsPage() {
  const { t } = useTranslation();
  const settings = useOperatorSettings();
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold text-white">{t('op_settings')}</h2>
      {settings.isPending ? (
        <PageSpinner />
      ) : settings.error || !settings.data ? (
        <FormMessage>{errorMessage(settings.error, t('op_load_failed'))}</FormMessage>
      ) : (
        <div className="flex flex-col gap-3">
          {operatorSettingKeys.map((key: OperatorSettingKey) => (
            <SettingForm key={key} name={key} value={(settings.data as OperatorSettings)[key]} />
          ))}
        </div>
      )}
    </div>
  );
}
