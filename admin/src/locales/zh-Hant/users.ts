import type { Messages } from '../types'
import type zhHans from '../zh-Hans/users'

export default {
  menu: '用戶',
  title: '用戶',
  detailTitle: '用戶詳情',
  keywordPlaceholder: '手機號碼或姓名',
  rolePlaceholder: '角色',
  statusPlaceholder: '帳號狀態',
  onlyLearner: '僅學員',
  status: { active: '正常', disabled: '已停用' },
  fields: {
    id: '用戶編號', phone: '手機號碼', name: '姓名', roles: '角色', status: '狀態', createdAt: '註冊時間',
    lastSeenAt: '最近登入', hasPassword: '登入密碼', wechatBound: '微信', disabledAt: '停用時間'
  },
  account: '帳號',
  set: '已設定', notSet: '未設定', bound: '已綁定', notBound: '未綁定',
  profile: {
    title: '個人資料', pinyin: '姓名拼音', gender: '性別', birthday: '生日', education: '學歷', industry: '行業',
    job: '職業', idType: '證件類型', idNumber: '證件號碼'
  },
  genders: { male: '男', female: '女' },
  educations: { junior: '國中及以下', senior: '高中/高職', college: '專科', bachelor: '大學', master: '碩士', doctor: '博士' },
  idTypes: { id_card: '居民身分證', passport: '護照', hk_macao: '港澳居民來往內地通行證', taiwan: '台灣居民來往大陸通行證' },
  roles: { edit: '修改角色', title: '修改角色', help: '所有用戶都是學員；勾選要授予的其他角色。修改立即生效。' },
  disable: {
    button: '停用帳號', title: '停用帳號', confirm: '停用後該用戶會立即登出所有裝置，且無法再登入。',
    reason: '原因', reasonPlaceholder: '選填，記入操作日誌', ok: '確認停用', done: '帳號已停用'
  },
  enable: { button: '啟用帳號', title: '啟用帳號', confirm: '啟用後該用戶可以重新登入。', ok: '確認啟用', done: '帳號已啟用' },
  points: { title: '積分', balance: '目前積分', totalEarned: '累計獲得', totalRedeemed: '累計使用', ledger: '查看積分明細' },
  orders: {
    title: '訂單', unavailable: '訂單暫時無法載入', orderNo: '訂單編號', goods: '商品', amount: '應付金額', status: '狀態',
    createdAt: '下單時間',
    statuses: { unpaid: '待付款', paid: '已付款', closed: '已關閉', refunding: '退款中', refunded: '已退款' }
  }
} satisfies Messages<typeof zhHans>
