import type { Messages } from '../types'
import type zhHans from '../zh-Hans/classroom'

export default {
  menu: '教務',
  venues: {
    menu: '場地',
    title: '場地',
    add: '新增場地',
    createTitle: '新增場地',
    editTitle: '編輯場地',
    deleteConfirm: '刪除這個場地？',
    deleteBlocked: '還有班級使用這個場地，不能刪除',
    keyword: '名稱或地址',
    fields: { name: '名稱', city: '城市', address: '地址', lat: '緯度', lng: '經度', phone: '前臺電話', classes: '班級數', createdAt: '創建時間' },
    coordsHint: '緯度、經度（GCJ-02，可在騰訊地圖座標拾取器中查到）；不填則學員只看到地址'
  },
  classes: {
    menu: '班級教務',
    title: '班級教務',
    open: '打開班級',
    idLabel: '班級編號',
    idHint: '班級在「商品 → 班級」中按商品列出；輸入班級編號直接打開它的教務頁',
    fromGoods: '教務',
    header: '班級',
    dates: '日期',
    seats: '名額',
    cancelled: '已取消'
  },
  setup: {
    title: '場地與講師',
    venue: '場地',
    teachers: '講師',
    none: '未設置',
    save: '儲存',
    cancelClass: '取消班級',
    cancelClassTitle: '取消整個班級',
    cancelClassHint: '班級停止報名，所有未開始的課次都會取消，每位學員都會收到通知，且不可恢復。退款不會自動發起，請在退款管理中另行處理',
    reason: '原因（會告知學員）',
    reasonRequired: '請填寫原因'
  },
  sessions: {
    title: '課次',
    add: '新增課次',
    createTitle: '新增課次',
    editTitle: '編輯課次',
    empty: '還沒有課次',
    fields: { title: '名稱', time: '時間', teacher: '講師', status: '狀態', attendance: '考勤' },
    defaultTeacher: '（班級第一位講師）',
    statuses: { scheduled: '正常', cancelled: '已取消', moved: '已調課' },
    cancel: '取消',
    cancelTitle: '取消課次',
    attendance: '考勤',
    attendanceTitle: '考勤：{{title}}',
    correct: '更正',
    correctTitle: '更正考勤：{{name}}',
    attendanceCount: '{{present}}/{{expected}}，請假 {{leave}}',
    marks: { present: '已簽到', late: '遲到', leave: '請假', absent: '缺勤', none: '未簽到' },
    methods: { code: '掃碼/簽到碼', teacher: '講師標記', staff: '教務更正' },
    movedHint: '改時間後每位學員都會收到調課通知'
  },
  roster: {
    title: '學員名單',
    keyword: '姓名或手機號',
    enrol: '按手機號報名/贈送',
    enrolTitle: '按手機號報名或贈送名額',
    enrolHint: '佔用本班一個名額，記入審計日誌',
    transfer: '代為轉班',
    transferTitle: '為 {{name}} 轉班',
    targetClass: '轉入班級編號',
    fields: {
      learner: '學員', phone: '手機號', source: '來源', status: '狀態', paidAt: '付款時間', transfers: '已轉班',
      attendance: '簽到/缺勤/請假', homework: '作業 提交/通過', joinedAt: '加入時間', orderId: '訂單'
    },
    sources: { order: '訂單', gift: '贈送', transfer: '轉班', retrain: '複訓' },
    statuses: { active: '在班', transferred: '已轉出', withdrawn: '已退出' },
    phone: '手機號',
    reason: '原因',
    reasonRequired: '請填寫原因'
  },
  leaves: {
    menu: '請假審批',
    title: '請假審批',
    kinds: { learner: '學員請假', teacher: '講師請假' },
    statuses: { pending: '待審批', approved: '已批准', rejected: '已駁回', withdrawn: '已撤回' },
    fields: { person: '申請人', class: '班級/課次', time: '時間', reason: '事由', status: '狀態', reply: '審批意見', createdAt: '申請時間' },
    approve: '批准',
    reject: '駁回',
    rejectTitle: '駁回請假',
    reply: '駁回理由（申請人會看到）',
    replyRequired: '請填寫駁回理由'
  },
  moves: {
    menu: '轉班與複訓',
    title: '轉班與複訓記錄',
    kinds: { transfer: '轉班', retrain: '複訓' },
    fields: { kind: '類型', learner: '學員', from: '原班級', to: '新班級', by: '操作人', reason: '原因', createdAt: '時間' }
  },
  ratings: {
    menu: '課程評價',
    title: '課程評價',
    fields: { learner: '學員', teacher: '講師', class: '班級/課次', teacherScore: '講師評分', sessionScore: '內容評分', comment: '評價', createdAt: '時間' }
  }
} satisfies Messages<typeof zhHans>
