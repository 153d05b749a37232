import type { Messages } from '../types'
import type zhHans from '../zh-Hans/catalog'

export default {
  menu: '商品與班級',
  goods: {
    title: '商品管理',
    createTitle: '新增商品',
    editTitle: '編輯商品',
    detailTitle: '商品詳情',
    keywordPlaceholder: '名稱、副標題或編號',
    kinds: { course: '課程', exam: '考試', lecture: '講座', bundle: '套餐' },
    states: { on_sale: '販售中', scheduled: '定時上架', off_sale: '已下架' },
    fields: {
      id: '編號', slug: '商品識別碼', kind: '商品類型', title: '商品名稱', subtitle: '副標題', cover: '封面',
      priceFen: '售價（元）', originalPriceFen: '原價（元）', price: '售價', originalPrice: '原價', state: '上架狀態',
      publishAt: '定時上架時間', soldCount: '已售', sort: '排序', classCount: '班級/場次', descriptionHtml: '商品介紹',
      targetAudienceHtml: '適合對象', tags: '標籤', discounts: '優惠說明', ships: '需要郵寄', bundleItemIds: '套餐內容',
      agreementIds: '購買協議', updatedAt: '更新時間', createdAt: '建立時間'
    },
    hints: {
      cover: '建議 750×420 的 JPG 或 PNG，10MB 以內',
      price: '以元為單位，精確到分',
      sort: '數字越大越靠前',
      tags: '輸入後按 Enter 新增',
      ships: '含教材或器材時開啟，下單時會要求填寫收件地址',
      bundle: '只能選擇課程、考試或講座',
      newGoods: '新增的商品為下架狀態，新增班級或考試場次後再上架。'
    },
    upload: '上傳封面', uploading: '上傳中…', uploadFailed: '封面上傳失敗', removeCover: '移除封面',
    publish: '上架', unpublish: '下架', schedule: '定時上架', scheduleTitle: '定時上架',
    schedulePick: '選擇上架時間', publishConfirm: '確定立即上架此商品？學員將立即可以購買。',
    unpublishConfirm: '確定下架此商品？學員將無法再購買。', scheduledAt: '將於 {{time}} 上架',
    csvName: '商品'
  },
  richText: { edit: '編輯', preview: '預覽', hint: '可用標題、粗體、清單、引用、連結和圖片；從網頁貼上時，其他格式會在儲存時去掉', empty: '（尚無內容）', source: 'HTML 原始碼', h2: '二級標題', h3: '三級標題', bold: '粗體', italic: '斜體', underline: '底線', bulletList: '項目清單', orderedList: '編號清單', quote: '引用', link: '連結', apply: '確定', image: '插入圖片', undo: '復原', redo: '重做' },
  classes: {
    title: '班級', add: '新增班級', editTitle: '編輯班級', createTitle: '新增班級',
    empty: '尚無班級，學員暫時無法選班報名',
    statuses: { upcoming: '未開課', ongoing: '開課中', ended: '已結訓', full: '已額滿', off_sale: '停止報名' },
    fields: {
      name: '班級名稱', city: '城市', startDate: '開課日期', endDate: '結訓日期', dates: '上課日期', days: '天數',
      schedule: '課表', capacity: '名額', seats: '已報/名額', seatsLeft: '剩餘名額', transfersAllowed: '可轉班次數', status: '狀態'
    },
    stop: '停止報名', reopen: '恢復報名', stopConfirm: '確定停止此班級報名？', reopenConfirm: '確定恢復此班級報名？',
    daysCount: '共 {{days}} 天',
    capacityHint: '不能少於已報名人數'
  },
  sessions: {
    title: '考試場次', add: '新增場次', editTitle: '編輯考試場次', createTitle: '新增考試場次',
    empty: '尚無考試場次，學員暫時無法報名',
    statuses: { open: '報名中', closed: '已截止', full: '已額滿' },
    fields: {
      startsAt: '考試時間', city: '城市', venueName: '考場名稱', venueAddress: '考場地址', capacity: '名額',
      seats: '已報/名額', status: '狀態'
    },
    close: '關閉報名', reopen: '重新開放', closeConfirm: '確定關閉此場次報名？', reopenConfirm: '確定重新開放此場次報名？'
  }
} satisfies Messages<typeof zhHans>
