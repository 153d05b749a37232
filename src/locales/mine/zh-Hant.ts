// Namespace `mine` in Traditional Chinese.
// Settings, password, addresses, goods agreements, profile (subpackage pages/mine).
import type { Translation } from '../translation'
import type zhHans from './zh-Hans'

const mine: Translation<typeof zhHans> = {
  setting: {
    language: '語言',
    version: '版本',
    clearCache: '清除本機快取',
    cacheCleared: '快取已清除',
    signOut: '登出',
    signOutConfirm: '確定登出目前帳號嗎？'
  },
  password: {
    byOld: '原密碼修改',
    bySms: '簡訊驗證修改',
    setHint: '您還沒有設定登入密碼，設定後可使用手機號碼和密碼登入。',
    oldPlaceholder: '請輸入原密碼',
    oldRequired: '請輸入原密碼',
    codeFor: '發送至{phone}的驗證碼',
    newPlaceholder: '請輸入新密碼',
    repeatPlaceholder: '請再次輸入新密碼',
    rule: '密碼需為8-32位，且同時包含字母和數字',
    mismatch: '兩次輸入的密碼不一致',
    submit: '確認修改',
    changed: '密碼已修改，其他裝置已登出'
  },
  address: {
    empty: '還沒有收貨地址',
    emptyDesc: '新增地址後，購買教材等實物時可直接選擇',
    add: '新增地址',
    importWechat: '匯入微信地址',
    imported: '已匯入微信地址',
    default: '預設',
    isDefault: '預設地址',
    setDefault: '設為預設',
    edit: '編輯',
    delete: '刪除',
    deleteConfirm: '確定刪除這個地址嗎？',
    deleted: '地址已刪除',
    editTitle: '編輯地址',
    recipient: '收貨人',
    recipientPlaceholder: '請填寫收貨人姓名',
    phone: '手機號碼',
    region: '所在地區',
    regionTitle: '選擇所在地區',
    regionPlaceholder: '請選擇省/市/區',
    detail: '詳細地址',
    detailPlaceholder: '街道、樓牌號等',
    setAsDefault: '設為預設地址',
    save: '儲存',
    saved: '地址已儲存',
    recipientRequired: '請填寫收貨人',
    phoneInvalid: '請填寫正確的手機號碼',
    regionRequired: '請選擇所在地區',
    detailRequired: '請填寫詳細地址'
  },
  agreements: {
    empty: '暫無商品協議'
  },
  profile: {
    basic: '基本資料',
    avatar: '頭像',
    name: '姓名',
    surnamePinyin: '姓（拼音）',
    givenNamePinyin: '名（拼音）',
    phone: '手機號碼',
    birthday: '生日',
    gender: '性別',
    education: '學歷',
    industry: '行業',
    job: '職業',
    clothesSize: '服裝尺碼',
    bio: '個人簡介',
    bioPlaceholder: '介紹一下自己的訓練經歷和擅長方向',
    emergency: '緊急聯絡人',
    emergencyContact: '聯絡人',
    emergencyPhone: '聯絡人電話',
    identity: '證件資訊',
    idType: '證件類型',
    idNumber: '證件號碼',
    idPhotoFront: '證件正面照',
    idPhotoBack: '證件背面照',
    cpr: 'CPR證書',
    cprCertificate: '證書照片',
    cprIssuer: '發證機構',
    cprExpiry: '有效期至',
    bankAndPartners: '銀行與合作資訊',
    bankName: '開戶銀行',
    bankAccount: '銀行卡號',
    partnerId: '健身房合作編號',
    certBodyId: '認證機構編號',
    inputPlaceholder: '請輸入',
    choose: '請選擇',
    upload: '上傳',
    save: '儲存',
    saved: '個人資料已儲存',
    genders: { male: '男', female: '女' },
    educations: { junior: '國中及以下', senior: '高中/高職', college: '專科', bachelor: '大學', master: '碩士', doctor: '博士' },
    idTypes: { id_card: '居民身分證', passport: '護照', hk_macao: '港澳居民來往內地通行證', taiwan: '台灣居民來往大陸通行證' },
    errors: {
      name: '請填寫姓名',
      pinyin: '拼音只能包含字母',
      idType: '請先選擇證件類型'
    }
  }
}

export default mine
