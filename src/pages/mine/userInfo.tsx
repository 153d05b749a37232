// 个人信息: every profile field of spec §3 (GET/PUT /api/detail). Guard of spec §4: with no user id in the
// store the page sends the user to the bind-phone page.
import { useEffect, useState } from 'react'
import { View } from '@tarojs/components'
import { Avatar, Button, Cell, CellGroup, TextArea } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import type { ProfileInput } from '@contract/account'
import { assetUrl } from '@/shared/assets'
import { t } from '@/shared/i18n'
import { redirectToPage } from '@/shared/navigation'
import { LOGIN_ROUTE } from '@/shared/routes'
import { session } from '@/shared/session'
import { showToast } from '@/shared/toast'
import { RemoteView } from '@/shared/ui/remote-view'
import { chooseAndUploadImages } from '@/shared/upload'
import { useAction } from '@/shared/use-action'
import { useRemote } from '@/shared/use-remote'
import { getProfile, saveProfile } from '@/features/account/api'
import { maskPhone } from '@/features/account/mine-entries'
import {
  checkProfile, clothesSizeOptions, educationOptions, genderOptions, idTypeOptions, inputFrom
} from '@/features/account/profile-form'
import { DateCell, OptionCell, PhotoCell, TextCell } from '@/features/account/components/profile-cells'
import './userInfo.scss'

function ProfileForm({ initial, phone }: { initial: ProfileInput; phone: string }) {
  const [form, setForm] = useState(initial)
  // Every field is text on the wire; pickers only ever hand back one of their own option values.
  const field = (key: keyof ProfileInput) => ({
    value: form[key], onChange: (value: string) => setForm((f) => ({ ...f, [key]: value }))
  })
  const save = useAction(async () => {
    if (!checkProfile(form)) return
    const saved = await saveProfile(form)
    if (session.userInfo) session.setUserInfo({ ...session.userInfo, name: saved.name, avatar: saved.avatar })
    void showToast(t('account.profile.saved'))
  })
  const pickAvatar = () => void chooseAndUploadImages(1, { onUploaded: (avatar) => setForm((f) => ({ ...f, avatar })) }).catch(() => {})

  return (
    <View className='profile-page' data-testid='profile-form'>
      <CellGroup title={t('account.profile.basic')}>
        <Cell title={t('account.profile.avatar')} className='profile-cell' clickable onClick={pickAvatar}
          extra={<Avatar size='48' src={form.avatar ? assetUrl(form.avatar) : undefined} />} />
        <TextCell label={t('account.profile.name')} maxLength={30} {...field('name')} />
        <TextCell label={t('account.profile.surnamePinyin')} maxLength={40} {...field('surnamePinyin')} />
        <TextCell label={t('account.profile.givenNamePinyin')} maxLength={60} {...field('givenNamePinyin')} />
        <Cell title={t('account.profile.phone')} className='profile-cell' extra={maskPhone(phone)} />
        <DateCell label={t('account.profile.birthday')} {...field('birthday')} />
        <OptionCell label={t('account.profile.gender')} options={genderOptions()} {...field('gender')} />
        <OptionCell label={t('account.profile.education')} options={educationOptions()} {...field('education')} />
        <TextCell label={t('account.profile.industry')} maxLength={30} {...field('industry')} />
        <TextCell label={t('account.profile.job')} maxLength={30} {...field('job')} />
        <OptionCell label={t('account.profile.clothesSize')} options={clothesSizeOptions()} {...field('clothesSize')} />
        <Cell title={t('account.profile.bio')} className='profile-cell profile-cell--block' extra={
          <TextArea value={form.bio} maxLength={500} showCount autoSize placeholder={t('account.profile.bioPlaceholder')}
            onChange={(bio) => setForm((f) => ({ ...f, bio }))} />} />
      </CellGroup>
      <CellGroup title={t('account.profile.emergency')}>
        <TextCell label={t('account.profile.emergencyContact')} maxLength={30} {...field('emergencyContact')} />
        <TextCell label={t('account.profile.emergencyPhone')} type='tel' maxLength={20} {...field('emergencyPhone')} />
      </CellGroup>
      <CellGroup title={t('account.profile.identity')}>
        <OptionCell label={t('account.profile.idType')} options={idTypeOptions()} {...field('idType')} />
        <TextCell label={t('account.profile.idNumber')} type='idcard' maxLength={30} {...field('idNumber')} />
        <PhotoCell label={t('account.profile.idPhotoFront')} {...field('idPhotoFront')} />
        <PhotoCell label={t('account.profile.idPhotoBack')} {...field('idPhotoBack')} />
      </CellGroup>
      <CellGroup title={t('account.profile.cpr')}>
        <PhotoCell label={t('account.profile.cprCertificate')} {...field('cprCertificate')} />
        <TextCell label={t('account.profile.cprIssuer')} maxLength={50} {...field('cprIssuer')} />
        <DateCell label={t('account.profile.cprExpiry')} {...field('cprExpiry')} />
      </CellGroup>
      <CellGroup title={t('account.profile.bankAndPartners')}>
        <TextCell label={t('account.profile.bankName')} maxLength={50} {...field('bankName')} />
        <TextCell label={t('account.profile.bankAccount')} type='number' maxLength={30} {...field('bankAccount')} />
        <TextCell label={t('account.profile.partnerId')} maxLength={50} {...field('partnerId')} />
        <TextCell label={t('account.profile.certBodyId')} maxLength={50} {...field('certBodyId')} />
      </CellGroup>
      <View className='profile-page__footer'>
        <Button type='primary' block loading={save.busy} onClick={save.run} data-testid='profile-save'>{t('account.profile.save')}</Button>
      </View>
    </View>
  )
}

function UserInfoPage() {
  const signedIn = Boolean(session.userInfo?.id)
  useEffect(() => {
    if (!signedIn) redirectToPage(LOGIN_ROUTE)
  }, [signedIn])
  const remote = useRemote(() => (signedIn ? getProfile() : new Promise<never>(() => {})), [signedIn])
  return (
    <RemoteView remote={remote}>{(detail) => <ProfileForm initial={inputFrom(detail)} phone={detail.phone} />}</RemoteView>
  )
}

export default observer(UserInfoPage)
