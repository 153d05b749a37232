// Texts of the coupons area of the console.
export default {
  menu: '优惠券',
  titles: { list: '优惠券', create: '新建优惠券', edit: '编辑优惠券', show: '优惠券详情', usage: '领取与使用', issue: '发放给用户' },
  types: { amount_off: '满减券', discount: '折扣券', free_order: '免单券', course_redeem: '课程兑换券' },
  states: { unused: '未使用', used: '已使用', expired: '已过期' },
  validity: { days: '领取后有效天数', until: '固定截止日期' },
  fields: {
    title: '名称', type: '类型', value: '面额', amountOff: '减免金额（元）', discount: '折扣（85 表示 85 折）', minSpend: '使用门槛（元）',
    scope: '适用商品', validity: '有效期', validDays: '有效天数', validUntil: '截止日期', stockTotal: '发放总量', stockLeft: '剩余',
    issued: '已发放', used: '已使用', shareCode: '领取码', source: '来源说明', createdAt: '创建时间', keyword: '名称或领取码',
    user: '用户', phone: '手机号', state: '状态', receivedAt: '领取时间', usedAt: '使用时间', orderId: '订单编号', validTo: '有效至',
    phones: '手机号（每行一个，最多500个）'
  },
  hints: {
    scopeAll: '不选则适用全部商品', scopeSearch: '输入商品名称搜索', shareCode: '留空则只能由后台发放，不能通过链接领取',
    days: '{{days}} 天', noMinSpend: '无门槛', allGoods: '全部商品', stockEdit: '不能少于已发放的数量', minSpendZero: '填 0 表示无门槛', valueless: '该类型无需面额'
  },
  issue: {
    button: '发放给用户', ok: '发放', close: '关闭', result: '发放结果',
    labels: { issued: '本次发放（张）', alreadyHad: '已持有（人）', unknown: '未注册（个）', soldOut: '库存不足（人）' }, issued: '本次发放 {{n}} 张', alreadyHad: '已持有 {{n}} 人',
    unknown: '未注册的手机号 {{n}} 个', soldOut: '库存不足未发放 {{n}} 人', unknownList: '未注册：{{phones}}',
    placeholder: '13800000001\n13800000002', count: '共 {{n}} 个手机号', invalid: '以下手机号格式不正确：{{phones}}'
  },
  summary: { value: '{{value}}', minSpend: '满 {{amount}} 可用' }
}
