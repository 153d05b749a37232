// Texts of the users area of the console.
export default {
  menu: '用户',
  title: '用户',
  detailTitle: '用户详情',
  keywordPlaceholder: '手机号或姓名',
  rolePlaceholder: '角色',
  statusPlaceholder: '账号状态',
  onlyLearner: '仅学员',
  status: { active: '正常', disabled: '已停用' },
  fields: {
    id: '用户编号', phone: '手机号', name: '姓名', roles: '角色', status: '状态', createdAt: '注册时间',
    lastSeenAt: '最近登录', hasPassword: '登录密码', wechatBound: '微信', disabledAt: '停用时间'
  },
  account: '账号',
  set: '已设置', notSet: '未设置', bound: '已绑定', notBound: '未绑定',
  profile: {
    title: '个人资料', pinyin: '姓名拼音', gender: '性别', birthday: '生日', education: '学历', industry: '行业',
    job: '职业', idType: '证件类型', idNumber: '证件号码'
  },
  genders: { male: '男', female: '女' },
  educations: { junior: '初中及以下', senior: '高中/中专', college: '大专', bachelor: '本科', master: '硕士', doctor: '博士' },
  idTypes: { id_card: '居民身份证', passport: '护照', hk_macao: '港澳居民来往内地通行证', taiwan: '台湾居民来往大陆通行证' },
  roles: { edit: '修改角色', title: '修改角色', help: '所有用户都是学员；勾选要授予的其他角色。修改立即生效。' },
  disable: {
    button: '停用账号', title: '停用账号', confirm: '停用后该用户会立即退出所有设备，并且无法再登录。',
    reason: '原因', reasonPlaceholder: '选填，记入操作日志', ok: '确认停用', done: '账号已停用'
  },
  enable: { button: '启用账号', title: '启用账号', confirm: '启用后该用户可以重新登录。', ok: '确认启用', done: '账号已启用' },
  points: { title: '积分', balance: '当前积分', totalEarned: '累计获得', totalRedeemed: '累计使用', ledger: '查看积分明细' },
  orders: {
    title: '订单', unavailable: '订单暂时无法加载', orderNo: '订单号', goods: '商品', amount: '应付金额', status: '状态',
    createdAt: '下单时间',
    statuses: { unpaid: '待支付', paid: '已支付', closed: '已关闭', refunding: '退款中', refunded: '已退款' }
  }
}
