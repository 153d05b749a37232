// Namespace `calculators` in Traditional Chinese.
import type { Translation } from '../translation'
import type zhHans from './zh-Hans'

const calculators: Translation<typeof zhHans> = {
  kind: { sales: '銷售業績', profit: '利潤' },
  list: {
    empty: '還沒有儲存的計算',
    emptyDesc: '算一算健身房每月的銷售業績，或開店多久能回本',
    newSales: '新建業績計算',
    newProfit: '新建利潤計算',
    salesHeadline: '月營業額',
    profitHeadline: '月淨利潤',
    shared: '已分享',
    updatedAt: '更新於 {time}'
  },
  form: {
    name: '計算名稱',
    namePlaceholder: '例如：一月會籍業績',
    nameRequired: '請填寫計算名稱',
    nameTooLong: '計算名稱不能超過{max}個字',
    lineNameRequired: '請填寫名稱',
    amountInvalid: '請填寫正確的金額（最多兩位小數）',
    amountTooLarge: '金額不能超過{max}元',
    countInvalid: '請填寫0到{max}之間的整數',
    pctInvalid: '請填寫0到100之間的數，最多一位小數',
    yuanPlaceholder: '元',
    save: '儲存',
    saved: '已儲存',
    remove: '刪除',
    preview: '預計'
  },
  sales: {
    tiers: '會籍卡',
    tierName: '卡種名稱',
    tierNamePlaceholder: '例如：年卡',
    tierPrice: '價格（元）',
    tierCount: '每月售出',
    addTier: '新增會籍卡',
    packages: '私教課包',
    packageName: '課包名稱',
    packageNamePlaceholder: '例如：私教12節',
    packagePrice: '價格（元）',
    packageSessions: '課時數',
    packageConversion: '轉化率（%）',
    addPackage: '新增私教課包',
    staff: '人員與提成',
    salesStaff: '會籍顧問人數',
    coaches: '私教教練人數',
    membershipCommission: '會籍提成（%）',
    ptCommission: '私教提成（%）',
    target: '月度目標（元）',
    targetPlaceholder: '不填則不設目標'
  },
  salesResult: {
    totalRevenue: '月營業額',
    members: '新增會員',
    membersValue: '{count}人',
    membershipRevenue: '會籍收入',
    ptRevenue: '私教收入',
    commissions: '提成合計',
    membershipCommission: '會籍提成',
    ptCommission: '私教提成',
    perSalesStaff: '每位會籍顧問',
    perCoach: '每位教練',
    target: '目標完成',
    targetValue: '{pct}%',
    bySource: '收入構成',
    sourceCount: '{count}份'
  },
  profit: {
    revenue: '每月收入',
    lineName: '收入名稱',
    lineNamePlaceholder: '例如：會籍收入',
    lineAmount: '金額（元）',
    addLine: '新增收入項',
    costs: '每月成本',
    rent: '房租',
    wages: '薪資',
    utilities: '水電費',
    commission: '銷售提成',
    other: '其他費用',
    variableCost: '變動成本率（%）',
    investment: '初始投資（元）',
    fromSales: '已從「{name}」帶入收入和提成'
  },
  profitResult: {
    breakEven: '回本週期',
    breakEvenMonths: '第{month}個月回本',
    noBreakEven: '按目前資料無法回本',
    netMonthly: '月淨利潤',
    revenue: '月收入',
    variableCost: '變動成本',
    grossProfit: '毛利潤',
    fixedCosts: '固定成本',
    cumulative: '累計利潤（扣除投資）',
    month: '第{month}月'
  },
  actions: {
    edit: '修改參數',
    rename: '重新命名',
    renameTitle: '重新命名計算',
    share: '分享',
    shareCopied: '分享連結已複製',
    delete: '刪除',
    deleteConfirm: '確定刪除「{name}」嗎？刪除後無法復原',
    deleted: '已刪除',
    toProfit: '據此計算利潤',
    sharedNote: '這是他人分享的計算，只能查看'
  },
  notFound: '計算不存在或已刪除'
}

export default calculators
