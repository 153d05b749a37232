// 个人信息: every profile field of product rules §3 (GET/PUT /api/detail) as a settings form: one line per field, values
// right-aligned, sections 基本信息 / 证件 / 紧急联系人 / 证书 / 银行与合作; the bio opens a bottom sheet. Guard of product rules §4:
// with no user id in the store the page sends the user to the bind-phone page.
import { useEffect, useState } from 'react'
import { View } from '@tarojs/components'
import { Avatar, Button, Cell, CellGroup } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import type { ProfileInput } from '@contract/identity/schemas'
import { mineMessages } from '@/locales/mine'
import { assetUrl } from '@/shared/assets'
import { registerMessages, t } from '@/shared/i18n'
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
import { LongTextCell } from '@/features/account/components/long-text-cell'
import { DateCell, OptionCell, PhotoCell, TextCell } from '@/features/account/components/profile-cells'
import { usePageTitle } from '@/shared/page-title'
import './userInfo.scss'

registerMessages(mineMessages)

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
    void showToast(t('mine.profile.saved'))
  })
  const pickAvatar = () => void chooseAndUploadImages(1, { onUploaded: (avatar) => setForm((f) => ({ ...f, avatar })) }).catch(() => {})

  return (
    <View className='profile-page' data-testid='profile-form'>
      <CellGroup title={t('mine.profile.basic')}>
        <Cell title={t('mine.profile.avatar')} className='profile-cell' clickable onClick={pickAvatar}
          extra={<Avatar size='48' src={form.avatar ? assetUrl(form.avatar) : undefined} />} />
        <TextCell label={t('mine.profile.name')} maxLength={30} {...field('name')} />
        <TextCell label={t('mine.profile.surnamePinyin')} maxLength={40} {...field('surnamePinyin')} />
        <TextCell label={t('mine.profile.givenNamePinyin')} maxLength={60} {...field('givenNamePinyin')} />
        <Cell title={t('mine.profile.phone')} className='profile-cell' extra={maskPhone(phone)} />
        <DateCell label={t('mine.profile.birthday')} {...field('birthday')} />
        <OptionCell label={t('mine.profile.gender')} options={genderOptions()} {...field('gender')} />
        <OptionCell label={t('mine.profile.education')} options={educationOptions()} {...field('education')} />
        <TextCell label={t('mine.profile.industry')} maxLength={30} {...field('industry')} />
        <TextCell label={t('mine.profile.job')} maxLength={30} {...field('job')} />
        <OptionCell label={t('mine.profile.clothesSize')} options={clothesSizeOptions()} {...field('clothesSize')} />
        <LongTextCell label={t('mine.profile.bio')} placeholder={t('mine.profile.bioPlaceholder')} maxLength={500}
          testId='profile-bio' {...field('bio')} />
      </CellGroup>
      <CellGroup title={t('mine.profile.identity')}>
        <OptionCell label={t('mine.profile.idType')} options={idTypeOptions()} {...field('idType')} />
        <TextCell label={t('mine.profile.idNumber')} type='idcard' maxLength={30} {...field('idNumber')} />
        <PhotoCell label={t('mine.profile.idPhotoFront')} {...field('idPhotoFront')} />
        <PhotoCell label={t('mine.profile.idPhotoBack')} {...field('idPhotoBack')} />
      </CellGroup>
      <CellGroup title={t('mine.profile.emergency')}>
        <TextCell label={t('mine.profile.emergencyContact')} maxLength={30} {...field('emergencyContact')} />
        <TextCell label={t('mine.profile.emergencyPhone')} type='tel' maxLength={20} {...field('emergencyPhone')} />
      </CellGroup>
      <CellGroup title={t('mine.profile.cpr')}>
        <PhotoCell label={t('mine.profile.cprCertificate')} {...field('cprCertificate')} />
        <TextCell label={t('mine.profile.cprIssuer')} maxLength={50} {...field('cprIssuer')} />
        <DateCell label={t('mine.profile.cprExpiry')} {...field('cprExpiry')} />
      </CellGroup>
      <CellGroup title={t('mine.profile.bankAndPartners')}>
        <TextCell label={t('mine.profile.bankName')} maxLength={50} {...field('bankName')} />
        <TextCell label={t('mine.profile.bankAccount')} type='number' maxLength={30} {...field('bankAccount')} />
        <TextCell label={t('mine.profile.partnerId')} maxLength={50} {...field('partnerId')} />
        <TextCell label={t('mine.profile.certBodyId')} maxLength={50} {...field('certBodyId')} />
      </CellGroup>
      <View className='profile-page__footer'>
        <Button type='primary' block loading={save.busy} onClick={save.run} data-testid='profile-save'>{t('mine.profile.save')}</Button>
      </View>
    </View>
  )
}

function UserInfoPage() {
  usePageTitle('userInfo')
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
